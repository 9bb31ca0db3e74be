import { t as toast } from "./toast-CwcNL7rU.js";
import { g as Button } from "../entry-server.js";
import { t as EmptyState } from "./empty-state-CYDT0TqZ.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { a as errorMessage, i as ValidationError } from "./errors-a5EGD5HF.js";
import { a as usePartners, l as useShopData } from "./react-CEzJk9tn.js";
import { i as messages, n as adminMessages } from "./messages-CBdMQSHl.js";
import { i as DialogDescription, o as DialogHeader, r as DialogContent, s as DialogTitle, t as Dialog } from "./dialog-2FOJ6dZf.js";
import { a as FormItem, i as FormField, n as FormControl, o as FormLabel, s as FormMessage, t as Form } from "./form-CoWxKEiG.js";
import { t as Input } from "./input-BOyCJGaI.js";
import { t as NativeSelect } from "./native-select-Swfpsm8q.js";
import { t as PendingButton } from "./pending-button-FrVOsYBk.js";
import { t as Textarea } from "./textarea-DXTQh0JJ.js";
import { r as MAX_TEXT_LENGTH } from "./validation-D8L1HcKr.js";
import { t as TableScrollRegion } from "./table-scroll-region-CY-wVEsB.js";
import { t as Badge } from "./badge-DUBXcYic.js";
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { HandshakeIcon, PencilIcon, PlusIcon } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
// src/features/admin-partners/api/use-save-partner.ts
/**
* Adds or updates a partner through `data.admin.savePartner` (admin only; docs/product/decisions.md, "Back
* office": partners can be added and edited).
*/
function useSavePartner() {
	const data = useShopData();
	return useMutation({ mutationFn: ({ input, id }) => data.admin.savePartner(input, id) });
}
// src/features/admin-partners/lib/partner-form-schema.ts
/** Messages of the partner form's coordinates (from the catalogue, shared with `partnerInputSchema`). */
var partnerFormMessages = {
	latitudeInvalid: adminMessages.latitudeInvalid,
	longitudeInvalid: adminMessages.longitudeInvalid
};
var required = (max) => z.string().trim().min(1, adminMessages.partnerRequired).max(max, messages.checkout.fieldTooLong);
var coordinate = (limit, message) => z.string().trim().min(1, adminMessages.partnerRequired).transform((text) => text.replace(",", ".")).refine((text) => /^[-+]?\d+(\.\d+)?$/.test(text), message).transform(Number).refine((value) => value >= -limit && value <= limit, message);
/**
* The partner form's rules (docs/product/decisions.md, "Back office"): name, location, address and both
* coordinates required ('Harap lengkapi semua bidang.'); latitude −90…90 and longitude −180…180;
* featured product optional; status 'Active' or 'Inactive'. Its output is a `PartnerInput`
* through {@link toPartnerInput}.
*/
var partnerFormSchema = z.object({
	name: required(200),
	location: required(200),
	address: required(MAX_TEXT_LENGTH),
	lat: coordinate(90, partnerFormMessages.latitudeInvalid),
	lng: coordinate(180, partnerFormMessages.longitudeInvalid),
	featuredProduct: z.string().trim().max(200, messages.checkout.fieldTooLong),
	status: z.enum(["Active", "Inactive"])
});
/** The form's starting values: a partner's fields when editing, empty and 'Active' when adding. */
function partnerFormDefaults(partner) {
	if (!partner) return {
		name: "",
		location: "",
		address: "",
		lat: "",
		lng: "",
		featuredProduct: "",
		status: "Active"
	};
	return {
		name: partner.name,
		location: partner.location,
		address: partner.address,
		lat: String(partner.coordinates.lat),
		lng: String(partner.coordinates.lng),
		featuredProduct: partner.featuredProduct,
		status: partner.status === "Active" ? "Active" : "Inactive"
	};
}
/** The data port's input from the form's checked values. */
function toPartnerInput(values) {
	const { lat, lng, ...rest } = values;
	return {
		...rest,
		coordinates: {
			lat,
			lng
		}
	};
}
// src/features/admin-partners/components/partner-form.tsx
/**
* The partner form (docs/product/decisions.md, "Back office"): `Nama Mitra`, `Lokasi`, `Alamat`, `Latitude`,
* `Longitude`, `Produk Unggulan`, `Status` (Aktif/Nonaktif); buttons `Batal` and `Simpan`.
*/
function PartnerForm({ partner, saving, onSave, onCancel }) {
	const form = useForm({
		resolver: zodResolver(partnerFormSchema),
		defaultValues: partnerFormDefaults(partner)
	});
	async function submit(values) {
		const fieldErrors = await onSave(toPartnerInput(values));
		if (!fieldErrors) return;
		for (const field of [
			"name",
			"location",
			"address",
			"featuredProduct",
			"status"
		]) {
			const message = fieldErrors[field];
			if (message) form.setError(field, { message }, { shouldFocus: true });
		}
		if (fieldErrors.coordinates) form.setError("lat", { message: fieldErrors.coordinates }, { shouldFocus: true });
	}
	const text = (name, label) => /* @__PURE__ */ jsx(FormField, {
		control: form.control,
		name,
		render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
			/* @__PURE__ */ jsx(FormLabel, { children: label }),
			/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
				autoComplete: "off",
				...field
			}) }),
			/* @__PURE__ */ jsx(FormMessage, {})
		] })
	});
	const coordinate = (name, label, example) => /* @__PURE__ */ jsx(FormField, {
		control: form.control,
		name,
		render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
			/* @__PURE__ */ jsx(FormLabel, { children: label }),
			/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
				inputMode: "decimal",
				autoComplete: "off",
				placeholder: example,
				...field
			}) }),
			/* @__PURE__ */ jsx(FormMessage, {})
		] })
	});
	return /* @__PURE__ */ jsx(Form, {
		...form,
		children: /* @__PURE__ */ jsxs("form", {
			noValidate: true,
			onSubmit: form.handleSubmit(submit),
			className: "grid gap-4 sm:grid-cols-2",
			children: [
				text("name", "Nama Mitra"),
				text("location", "Lokasi"),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "address",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, {
						className: "sm:col-span-2",
						children: [
							/* @__PURE__ */ jsx(FormLabel, { children: "Alamat" }),
							/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Textarea, {
								rows: 3,
								...field
							}) }),
							/* @__PURE__ */ jsx(FormMessage, {})
						]
					})
				}),
				coordinate("lat", "Latitude", "mis. 5.5483"),
				coordinate("lng", "Longitude", "mis. 95.3238"),
				text("featuredProduct", "Produk Unggulan"),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "status",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Status" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsxs(NativeSelect, {
							...field,
							children: [/* @__PURE__ */ jsx("option", {
								value: "Active",
								children: "Aktif"
							}), /* @__PURE__ */ jsx("option", {
								value: "Inactive",
								children: "Nonaktif"
							})]
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
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
// src/features/admin-partners/components/partner-form-dialog.tsx
/** The partner dialog: 'Tambah Mitra Baru' (empty, Aktif) or 'Edit Mitra' (filled). */
function PartnerFormDialog({ open, onOpenChange, partner, saving, onSave }) {
	return /* @__PURE__ */ jsx(Dialog, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ jsxs(DialogContent, {
			className: "sm:max-w-2xl",
			children: [/* @__PURE__ */ jsxs(DialogHeader, { children: [/* @__PURE__ */ jsx(DialogTitle, { children: partner ? "Edit Mitra" : "Tambah Mitra Baru" }), /* @__PURE__ */ jsx(DialogDescription, { children: "Koordinat dipakai untuk peta di halaman Lokasi Toko." })] }), /* @__PURE__ */ jsx(PartnerForm, {
				partner,
				saving,
				onSave,
				onCancel: () => onOpenChange(false)
			}, partner?.id ?? "new")]
		})
	});
}
// src/features/admin-partners/components/partner-status-badge.tsx
/**
* A partner's status as a badge: 'Aktif' (default) for `Active`, 'Nonaktif' (secondary) for any
* other stored status; the stored word stays in `data-status`.
*/
function PartnerStatusBadge({ status }) {
	const active = status === "Active";
	return /* @__PURE__ */ jsx(Badge, {
		variant: active ? "default" : "secondary",
		"data-status": status,
		children: active ? "Aktif" : "Nonaktif"
	});
}
// src/features/admin-partners/components/partner-table.tsx
/**
* The 'Data Mitra Seulanga' table (spec section 2, "Admin partners"): name (with address),
* location, featured product, status badge, and per row the button `Ubah {name}`.
*/
function PartnerTable({ partners, onEdit }) {
	return /* @__PURE__ */ jsx(TableScrollRegion, {
		label: "Tabel mitra",
		className: "rounded-lg border bg-card",
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full min-w-[40rem] text-left text-sm",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: "Data Mitra Seulanga"
				}),
				/* @__PURE__ */ jsx("thead", {
					className: "border-b bg-muted/60 text-muted-foreground",
					children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 font-medium",
							children: "Nama Mitra"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 font-medium",
							children: "Lokasi"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 font-medium",
							children: "Produk Unggulan"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 font-medium",
							children: "Status"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "px-4 py-3 text-right font-medium",
							children: "Aksi"
						})
					] })
				}),
				/* @__PURE__ */ jsx("tbody", { children: partners.map((partner) => /* @__PURE__ */ jsxs("tr", {
					className: "border-b last:border-0",
					children: [
						/* @__PURE__ */ jsxs("th", {
							scope: "row",
							className: "px-4 py-3 font-medium",
							children: [partner.name, partner.address && /* @__PURE__ */ jsx("span", {
								className: "block text-xs font-normal text-muted-foreground",
								children: partner.address
							})]
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-3",
							children: partner.location
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-3",
							children: partner.featuredProduct || "—"
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-3",
							children: /* @__PURE__ */ jsx(PartnerStatusBadge, { status: partner.status })
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-4 py-3",
							children: /* @__PURE__ */ jsx("div", {
								className: "flex justify-end",
								children: /* @__PURE__ */ jsx(Button, {
									type: "button",
									variant: "ghost",
									size: "icon",
									"aria-label": `Ubah ${partner.name}`,
									title: "Ubah",
									onClick: () => onEdit(partner),
									children: /* @__PURE__ */ jsx(PencilIcon, { "aria-hidden": "true" })
								})
							})
						})
					]
				}, partner.id)) })
			]
		})
	});
}
// src/features/admin-partners/components/partners-page.tsx
/**
* 'Data Mitra Seulanga' (spec section 2, "Admin partners"; docs/product/decisions.md, "Back office": partners
* can be added and edited): the page's `h1`, the button `Tambah Mitra`, the partner table with
* `Ubah {name}` per row, and the partner dialog with the toasts 'Mitra berhasil ditambahkan!' /
* 'Mitra berhasil diperbarui!'.
*/
function PartnersPage() {
	const partners = usePartners();
	const save = useSavePartner();
	const [open, setOpen] = useState(false);
	const [editing, setEditing] = useState(null);
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
		toast.success(editing ? adminMessages.partnerUpdated : adminMessages.partnerAdded);
		setOpen(false);
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto grid max-w-7xl grid-cols-1 gap-6",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center justify-between gap-3",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "text-2xl font-bold tracking-tight",
					children: "Data Mitra Seulanga"
				}), /* @__PURE__ */ jsxs(Button, {
					type: "button",
					onClick: () => {
						setEditing(null);
						setOpen(true);
					},
					children: [/* @__PURE__ */ jsx(PlusIcon, { "aria-hidden": "true" }), "Tambah Mitra"]
				})]
			}),
			partners.isPending ? /* @__PURE__ */ jsxs("div", {
				className: "grid gap-2",
				"aria-busy": "true",
				children: [/* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: messages.generic.loading
				}), Array.from({ length: 4 }, (_, i) => /* @__PURE__ */ jsx(Skeleton, { className: "h-14 w-full" }, i))]
			}) : partners.isError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "text-destructive",
				children: errorMessage(partners.error)
			}) : partners.data.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(HandshakeIcon, {}),
				title: "Belum ada mitra."
			}) : /* @__PURE__ */ jsx(PartnerTable, {
				partners: partners.data,
				onEdit: (partner) => {
					setEditing(partner);
					setOpen(true);
				}
			}),
			/* @__PURE__ */ jsx(PartnerFormDialog, {
				open,
				onOpenChange: setOpen,
				partner: editing,
				saving: save.isPending,
				onSave: handleSave
			})
		]
	});
}
// src/app/routes/admin/partners.tsx
/** /admin/partners: 'Data Mitra Seulanga' (spec section 2, "Admin partners"). */
function Component() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("title", { children: "Data Mitra Seulanga — Seulanga" }), /* @__PURE__ */ jsx(PartnersPage, {})] });
}
export { Component };
