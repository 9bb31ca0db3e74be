import { t as toast } from "./toast-CwcNL7rU.js";
import { D as CATEGORIES, g as Button } from "../entry-server.js";
import { t as EmptyState } from "./empty-state-CYDT0TqZ.js";
import { t as Input } from "./input-BOyCJGaI.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { t as TablePagination } from "./table-pagination-GpaFDZ-W.js";
import { a as errorMessage, i as ValidationError } from "./errors-a5EGD5HF.js";
import { a as usePartners, d as queryKeys, l as useShopData } from "./react-CEzJk9tn.js";
import { i as messages, n as adminMessages } from "./messages-CBdMQSHl.js";
import { n as tablePageProps, t as usePageNumber } from "./use-page-number-C3GmwfLV.js";
import { t as ConfirmDialog } from "./confirm-dialog-KsJVOjvJ.js";
import { i as DialogDescription, o as DialogHeader, r as DialogContent, s as DialogTitle, t as Dialog } from "./dialog-2FOJ6dZf.js";
import { a as FormItem, i as FormField, n as FormControl, o as FormLabel, r as FormDescription, s as FormMessage, t as Form } from "./form-CoWxKEiG.js";
import { r as PRODUCT_IMAGE, t as ImageUpload } from "./image-upload-Bgb-_1tB.js";
import { t as NativeSelect } from "./native-select-Swfpsm8q.js";
import { t as PendingButton } from "./pending-button-FrVOsYBk.js";
import { t as Textarea } from "./textarea-DXTQh0JJ.js";
import { u as productInputSchema } from "./validation-D8L1HcKr.js";
import { t as TableScrollRegion } from "./table-scroll-region-CY-wVEsB.js";
import { r as formatRupiah } from "./format-DldOCsp5.js";
import { useDeferredValue, useMemo, useState } from "react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { ImageOffIcon, PackageIcon, PencilIcon, PlusIcon, SearchIcon, Trash2Icon } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
// src/features/admin-products/api/use-admin-product-search.ts
/**
* One page of the admin's products table (`data.catalog.searchAdmin`). While another page or
* search loads, the previous page stays shown (`isPlaceholderData`); refreshes when products
* change anywhere.
*/
function useAdminProductSearch(search) {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.adminProductSearch(search),
		queryFn: () => data.catalog.searchAdmin(search),
		placeholderData: keepPreviousData
	});
}
// src/features/admin-products/api/use-delete-product.ts
/**
* Deletes a product by id through `data.admin.deleteProduct` (admin only; logged as deleteProduct).
* @returns A TanStack mutation taking the product id.
*/
function useDeleteProduct() {
	const data = useShopData();
	return useMutation({ mutationFn: (id) => data.admin.deleteProduct(id) });
}
// src/features/admin-products/api/use-save-product.ts
/**
* Adds or updates a product through `data.admin.saveProduct` (admin only; logged as
* addProduct/updateProduct by the data layer).
* @returns A TanStack mutation; errors carry the user message (`ValidationError.fieldErrors` per field).
*/
function useSaveProduct() {
	const data = useShopData();
	return useMutation({ mutationFn: ({ input, id }) => data.admin.saveProduct(input, id) });
}
// src/features/admin-products/components/delete-product-dialog.tsx
/**
* Asks 'Apakah Anda yakin ingin menghapus produk ini?' (spec section 2, "Admin products") before a
* product is deleted, naming it; buttons 'Batal' and 'Hapus'.
*/
function DeleteProductDialog({ name, open, onOpenChange, onConfirm }) {
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		open,
		onOpenChange,
		title: "Hapus produk?",
		description: /* @__PURE__ */ jsxs(Fragment, { children: [adminMessages.productDeleteConfirm, /* @__PURE__ */ jsx("span", {
			className: "mt-2 block font-semibold text-foreground",
			children: name
		})] }),
		confirmLabel: "Hapus",
		onConfirm
	});
}
// src/features/admin-products/lib/product-form-schema.ts
/**
* A typed amount as a number text: 'Rp', spaces and Indonesian thousands dots are dropped
* ('Rp 25.000' → '25000'); anything else is left for the number check.
*/
function normalizeAmount(text) {
	const compact = text.replace(/^rp\.?/i, "").replace(/\s/g, "");
	return /^\d{1,3}(\.\d{3})+$/.test(compact) ? compact.replace(/\./g, "") : compact;
}
var amountField = (numberSchema) => z.string().trim().min(1, adminMessages.productRequired).transform(normalizeAmount).pipe(numberSchema);
/**
* The product form's rules: {@link productInputSchema} (spec section 5: every field but the
* description required, image included, 'Harap lengkapi semua bidang, termasuk gambar produk.'),
* with price and stock typed as text — an empty one is missing (not 0), a non-number gets
* 'Harga harus berupa angka 0 atau lebih.' / 'Stok harus berupa bilangan bulat 0 atau lebih.'.
*/
var productFormSchema = productInputSchema.extend({
	price: amountField(productInputSchema.shape.price),
	stock: amountField(productInputSchema.shape.stock)
});
/**
* The form's starting values (spec section 2, "Admin products"): a product's fields when editing;
* empty with the partner preset to the first partner when adding.
*/
function productFormDefaults(product, firstPartnerId) {
	if (!product) return {
		name: "",
		category: "",
		price: "",
		stock: "",
		location: "",
		partnerId: firstPartnerId ?? "",
		image: "",
		description: ""
	};
	return {
		name: product.name,
		category: product.category,
		price: String(product.price),
		stock: String(product.stock),
		location: product.location,
		partnerId: product.partnerId,
		image: product.image,
		description: product.description
	};
}
// src/features/admin-products/components/product-form.tsx
var FIELDS = [
	"name",
	"category",
	"price",
	"stock",
	"location",
	"partnerId",
	"image",
	"description"
];
/**
* The product form of the 'Tambah Produk Baru' / 'Edit Produk' dialog (spec sections 2 and 5;
* docs/product/ui-names.md "Admin"): `Nama Produk`, `Kategori`, `Harga`, `Stok`, `Lokasi`, `Mitra`,
* `Gambar Produk` (image files only, downscaled in the browser, with preview), `Deskripsi`;
* buttons `Batal` and `Simpan`. Every field but the description is required.
*/
function ProductForm({ product, partners, saving, onSave, onCancel }) {
	const form = useForm({
		resolver: zodResolver(productFormSchema),
		defaultValues: productFormDefaults(product, partners[0]?.id)
	});
	const categories = product && !CATEGORIES.includes(product.category) ? [...CATEGORIES, product.category] : CATEGORIES;
	const partnerKnown = !product || partners.some((p) => p.id === product.partnerId);
	async function submit(values) {
		const fieldErrors = await onSave(values);
		if (!fieldErrors) return;
		for (const field of FIELDS) {
			const message = fieldErrors[field];
			if (message) form.setError(field, { message }, { shouldFocus: true });
		}
	}
	return /* @__PURE__ */ jsx(Form, {
		...form,
		children: /* @__PURE__ */ jsxs("form", {
			noValidate: true,
			onSubmit: form.handleSubmit(submit),
			className: "grid gap-4 sm:grid-cols-2",
			children: [
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "name",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, {
						className: "sm:col-span-2",
						children: [
							/* @__PURE__ */ jsx(FormLabel, { children: "Nama Produk" }),
							/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
								autoComplete: "off",
								...field
							}) }),
							/* @__PURE__ */ jsx(FormMessage, {})
						]
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "category",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Kategori" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsxs(NativeSelect, {
							...field,
							children: [/* @__PURE__ */ jsx("option", {
								value: "",
								children: "Pilih kategori"
							}), categories.map((category) => /* @__PURE__ */ jsx("option", {
								value: category,
								children: category
							}, category))]
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "partnerId",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Mitra" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsxs(NativeSelect, {
							...field,
							children: [
								partners.length === 0 && /* @__PURE__ */ jsx("option", {
									value: "",
									children: "Belum ada mitra"
								}),
								!partnerKnown && product && /* @__PURE__ */ jsxs("option", {
									value: product.partnerId,
									children: [
										"N/A (",
										product.partnerId || "kosong",
										")"
									]
								}),
								partners.map((partner) => /* @__PURE__ */ jsx("option", {
									value: partner.id,
									children: partner.name
								}, partner.id))
							]
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "price",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Harga" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
							inputMode: "numeric",
							autoComplete: "off",
							...field
						}) }),
						/* @__PURE__ */ jsx(FormDescription, { children: "Dalam Rupiah, mis. 85000." }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "stock",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Stok" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
							inputMode: "numeric",
							autoComplete: "off",
							...field
						}) }),
						/* @__PURE__ */ jsx(FormDescription, { children: "Jumlah unit tersedia." }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "location",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, {
						className: "sm:col-span-2",
						children: [
							/* @__PURE__ */ jsx(FormLabel, { children: "Lokasi" }),
							/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
								autoComplete: "off",
								...field
							}) }),
							/* @__PURE__ */ jsx(FormMessage, {})
						]
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "image",
					render: ({ field, fieldState }) => /* @__PURE__ */ jsx(ImageUpload, {
						label: "Gambar Produk",
						value: field.value,
						onChange: field.onChange,
						preset: PRODUCT_IMAGE,
						error: fieldState.error?.message,
						className: "sm:col-span-2"
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "description",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, {
						className: "sm:col-span-2",
						children: [
							/* @__PURE__ */ jsx(FormLabel, { children: "Deskripsi" }),
							/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Textarea, {
								rows: 4,
								...field,
								value: field.value ?? ""
							}) }),
							/* @__PURE__ */ jsx(FormMessage, {})
						]
					})
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end",
					children: [/* @__PURE__ */ jsx(Button, {
						type: "button",
						variant: "outline",
						onClick: onCancel,
						children: "Batal"
					}), /* @__PURE__ */ jsx(PendingButton, {
						type: "submit",
						pending: saving,
						children: "Simpan"
					})]
				})
			]
		})
	});
}
// src/features/admin-products/components/product-form-dialog.tsx
/**
* The product dialog (spec section 2, "Admin products"): titled 'Tambah Produk Baru' when adding
* (empty, partner preset to the first) or 'Edit Produk' when editing (filled). It closes on
* `Batal`, Escape or a successful save. Until the partner list has loaded it shows
* 'Memuat daftar mitra...' instead of the form (or 'Daftar mitra gagal dimuat.' with `Coba lagi`).
*/
function ProductFormDialog({ open, onOpenChange, product, partners, partnersFailed = false, onRetryPartners, saving, onSave }) {
	return /* @__PURE__ */ jsx(Dialog, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ jsxs(DialogContent, {
			className: "sm:max-w-2xl",
			children: [/* @__PURE__ */ jsxs(DialogHeader, { children: [/* @__PURE__ */ jsx(DialogTitle, { children: product ? "Edit Produk" : "Tambah Produk Baru" }), /* @__PURE__ */ jsx(DialogDescription, { children: "Semua bidang wajib diisi, kecuali deskripsi." })] }), partners ? /* @__PURE__ */ jsx(ProductForm, {
				product,
				partners,
				saving,
				onSave,
				onCancel: () => onOpenChange(false)
			}, product?.id ?? "new") : partnersFailed ? /* @__PURE__ */ jsxs("div", {
				role: "alert",
				className: "flex flex-wrap items-center gap-3 text-sm text-destructive",
				children: [adminMessages.partnersLoadFailed, /* @__PURE__ */ jsx(Button, {
					type: "button",
					variant: "outline",
					size: "sm",
					onClick: onRetryPartners,
					children: "Coba lagi"
				})]
			}) : /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "text-sm text-muted-foreground",
				children: adminMessages.partnersLoading
			})]
		})
	});
}
// src/features/admin-products/components/product-thumb.tsx
/**
* A product's small picture in the table (48 px). Decorative (`alt=""`): the product's name is in
* the same row. A missing or broken image shows a placeholder icon (docs/product/decisions.md, "Seed data").
*/
function ProductThumb({ src }) {
	const [failed, setFailed] = useState(null);
	if (!src || failed === src) return /* @__PURE__ */ jsx("span", {
		className: "flex size-12 items-center justify-center rounded-md border bg-muted text-muted-foreground",
		children: /* @__PURE__ */ jsx(ImageOffIcon, {
			className: "size-5",
			"aria-hidden": "true"
		})
	});
	return /* @__PURE__ */ jsx("img", {
		src,
		alt: "",
		width: 48,
		height: 48,
		loading: "lazy",
		decoding: "async",
		onError: () => setFailed(src),
		className: "size-12 rounded-md border object-cover"
	});
}
// src/features/admin-products/components/product-table.tsx
/**
* The 'Daftar Produk' table (spec section 2, "Admin products"): image, name, price in Rupiah,
* stock, location, partner name (N/A if unknown) and per row the buttons `Ubah {name}` and
* `Hapus {name}` (docs/product/ui-names.md "Admin"). Scrolls sideways on narrow screens.
*/
function ProductTable({ products, partnerNames, onEdit, onDelete }) {
	return /* @__PURE__ */ jsx(TableScrollRegion, {
		label: "Tabel produk",
		className: "rounded-lg border bg-card",
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full min-w-[48rem] text-left text-sm",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: "Daftar Produk"
				}),
				/* @__PURE__ */ jsx("thead", {
					className: "border-b bg-muted/60 text-muted-foreground",
					children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 font-medium",
							children: "Gambar"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 font-medium",
							children: "Nama Produk"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 text-right font-medium",
							children: "Harga"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 text-right font-medium",
							children: "Stok"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 font-medium",
							children: "Lokasi"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 font-medium",
							children: "Mitra"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 text-right font-medium",
							children: "Aksi"
						})
					] })
				}),
				/* @__PURE__ */ jsx("tbody", { children: products.map((product) => /* @__PURE__ */ jsxs("tr", {
					className: "border-b last:border-0",
					children: [
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-2",
							children: /* @__PURE__ */ jsx(ProductThumb, { src: product.image })
						}),
						/* @__PURE__ */ jsxs("th", {
							scope: "row",
							className: "px-4 py-2 font-medium",
							children: [product.name, /* @__PURE__ */ jsx("span", {
								className: "block text-xs font-normal text-muted-foreground",
								children: product.category
							})]
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-2 text-right whitespace-nowrap tabular-nums",
							children: formatRupiah(product.price)
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-2 text-right tabular-nums",
							children: product.stock.toLocaleString("id-ID")
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-2",
							children: product.location
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-2",
							children: partnerNames.get(product.partnerId) ?? "N/A"
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-2",
							children: /* @__PURE__ */ jsxs("div", {
								className: "flex justify-end gap-1",
								children: [/* @__PURE__ */ jsx(Button, {
									type: "button",
									variant: "ghost",
									size: "icon",
									"aria-label": `Ubah ${product.name}`,
									title: "Ubah",
									onClick: () => onEdit(product),
									children: /* @__PURE__ */ jsx(PencilIcon, { "aria-hidden": "true" })
								}), /* @__PURE__ */ jsx(Button, {
									type: "button",
									variant: "ghost",
									size: "icon",
									"aria-label": `Hapus ${product.name}`,
									title: "Hapus",
									className: "text-destructive hover:text-destructive",
									onClick: () => onDelete(product),
									children: /* @__PURE__ */ jsx(Trash2Icon, { "aria-hidden": "true" })
								})]
							})
						})
					]
				}, product.id)) })
			]
		})
	});
}
// src/features/admin-products/components/products-page.tsx
/**
* 'Daftar Produk' (spec section 2, "Admin products"; docs/product/ui-names.md "Admin"): the page's `h1`, the
* button `Tambah Produk`, the search field `Cari produk` (name, category, location or partner), the
* product table 20 rows a page with 'Sebelumnya'/'Berikutnya', the add/edit dialog and the delete
* confirmation, with the spec's toasts. Only one page of rows is rendered and the filtering is
* memoised, so 10,000 products stay responsive.
*/
function ProductsPage() {
	const partners = usePartners();
	const save = useSaveProduct();
	const remove = useDeleteProduct();
	const [query, setQuery] = useState("");
	const q = useDeferredValue(query).trim();
	const [page, setPage] = usePageNumber(q);
	const products = useAdminProductSearch(q ? {
		page,
		q
	} : { page });
	const [dialogOpen, setDialogOpen] = useState(false);
	const [editing, setEditing] = useState(null);
	const [deleting, setDeleting] = useState(null);
	const [confirmOpen, setConfirmOpen] = useState(false);
	const partnerList = useMemo(() => partners.data ?? [], [partners.data]);
	const partnerNames = useMemo(() => new Map(partnerList.map((p) => [p.id, p.name])), [partnerList]);
	function openAdd() {
		setEditing(null);
		setDialogOpen(true);
	}
	function openEdit(product) {
		setEditing(product);
		setDialogOpen(true);
	}
	function openDelete(product) {
		setDeleting(product);
		setConfirmOpen(true);
	}
	async function handleSave(input) {
		try {
			await save.mutateAsync({
				input,
				id: editing?.id
			});
		} catch (error) {
			if (error instanceof ValidationError && Object.keys(error.fieldErrors).length > 0) return error.fieldErrors;
			toast.error(errorMessage(error));
			return;
		}
		toast.success(editing ? adminMessages.productUpdated : adminMessages.productAdded);
		setDialogOpen(false);
		if (!editing) {
			setQuery("");
			setPage(Number.MAX_SAFE_INTEGER, "");
		}
	}
	function handleDelete() {
		if (!deleting) return;
		remove.mutate(deleting.id, {
			onSuccess: () => toast.success(adminMessages.productDeleted),
			onError: (error) => toast.error(errorMessage(error))
		});
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto grid max-w-7xl grid-cols-1 gap-6",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center justify-between gap-3",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "text-2xl font-bold tracking-tight",
					children: "Daftar Produk"
				}), /* @__PURE__ */ jsxs(Button, {
					type: "button",
					onClick: openAdd,
					children: [/* @__PURE__ */ jsx(PlusIcon, { "aria-hidden": "true" }), "Tambah Produk"]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "relative max-w-sm",
				children: [/* @__PURE__ */ jsx(SearchIcon, {
					"aria-hidden": "true",
					className: "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
				}), /* @__PURE__ */ jsx(Input, {
					type: "search",
					"aria-label": "Cari produk",
					placeholder: "Cari nama, kategori, lokasi, atau mitra",
					className: "pl-9",
					maxLength: 200,
					value: query,
					onChange: (event) => setQuery(event.target.value)
				})]
			}),
			products.isPending ? /* @__PURE__ */ jsxs("div", {
				className: "grid gap-2",
				"aria-busy": "true",
				children: [/* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: messages.generic.loading
				}), Array.from({ length: 5 }, (_, i) => /* @__PURE__ */ jsx(Skeleton, { className: "h-14 w-full" }, i))]
			}) : products.isError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "text-destructive",
				children: errorMessage(products.error)
			}) : products.data.total === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(PackageIcon, {}),
				title: q ? messages.catalog.noResults : messages.catalog.empty
			}) : /* @__PURE__ */ jsxs("div", {
				className: "grid grid-cols-1 gap-6",
				"aria-busy": products.isPlaceholderData,
				children: [/* @__PURE__ */ jsx(ProductTable, {
					products: products.data.items,
					partnerNames,
					onEdit: openEdit,
					onDelete: openDelete
				}), /* @__PURE__ */ jsx(TablePagination, {
					label: "Halaman daftar produk",
					...tablePageProps(products.data),
					noun: "produk",
					onPageChange: setPage
				})]
			}),
			/* @__PURE__ */ jsx(ProductFormDialog, {
				open: dialogOpen,
				onOpenChange: setDialogOpen,
				product: editing,
				partners: partners.data,
				partnersFailed: partners.isError,
				onRetryPartners: () => void partners.refetch(),
				saving: save.isPending,
				onSave: handleSave
			}),
			/* @__PURE__ */ jsx(DeleteProductDialog, {
				name: deleting?.name ?? "",
				open: confirmOpen,
				onOpenChange: setConfirmOpen,
				onConfirm: handleDelete
			})
		]
	});
}
// src/app/routes/admin/products.tsx
/** /admin/products: 'Daftar Produk' (spec section 2, "Admin products"). */
function Component() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("title", { children: "Daftar Produk — Seulanga" }), /* @__PURE__ */ jsx(ProductsPage, {})] });
}
export { Component };
