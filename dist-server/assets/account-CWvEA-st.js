import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { f as Spinner, g as Button } from "../entry-server.js";
import { a as errorMessage, i as ValidationError } from "./errors-a5EGD5HF.js";
import { i as useCurrentUser, l as useShopData } from "./react-CEzJk9tn.js";
import { i as messages, t as accountMessages } from "./messages-CBdMQSHl.js";
import { t as toast } from "./toast-CwcNL7rU.js";
import { a as CardHeader, n as CardContent, o as CardTitle, r as CardDescription, t as Card } from "./card-PLQmjBZq.js";
import { t as EmptyState } from "./empty-state-CYDT0TqZ.js";
import { a as DialogFooter, i as DialogDescription, n as DialogClose, o as DialogHeader, r as DialogContent, s as DialogTitle, t as Dialog$1 } from "./dialog-2FOJ6dZf.js";
import { t as cn } from "./utils-CmjGWNWk.js";
import { a as FormItem, i as FormField, n as FormControl, o as FormLabel, r as FormDescription, s as FormMessage, t as Form } from "./form-CoWxKEiG.js";
import { t as Input } from "./input-BOyCJGaI.js";
import { t as PendingButton } from "./pending-button-FrVOsYBk.js";
import { t as Textarea } from "./textarea-DXTQh0JJ.js";
import { d as profileInputSchema, i as addressInputSchema, l as passwordChangeInputSchema } from "./validation-D8L1HcKr.js";
import { t as Badge } from "./badge-DUBXcYic.js";
import { a as AlertDialogDescription, c as AlertDialogTitle, i as AlertDialogContent, n as AlertDialogAction, o as AlertDialogFooter, r as AlertDialogCancel, s as AlertDialogHeader, t as AlertDialog$1 } from "./alert-dialog-DsFl1CVA.js";
import { n as AVATAR_IMAGE, t as ImageUpload } from "./image-upload-Bgb-_1tB.js";
import { t as Label$1 } from "./label-DAK8_zUG.js";
import { useId, useMemo, useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
import { CheckIcon, LoaderCircleIcon, MapPinIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Checkbox } from "radix-ui";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
// src/features/account/api/use-delete-address.ts
/**
* Deletes one of the signed-in user's saved addresses through `data.account.deleteAddress`
* (spec section 2, "Settings"). A deleted default passes the default to the first remaining one.
*
* @returns A TanStack mutation: `mutateAsync(addressId)` resolves with nothing; it rejects with
*   a `NotFoundError` ('Alamat tidak ditemukan.') for an unknown id.
*/
function useDeleteAddress() {
	const data = useShopData();
	return useMutation({ mutationFn: (id) => data.account.deleteAddress(id) });
}
// src/components/ui/checkbox.tsx
/**
* A checkbox (Radix Checkbox, role `checkbox`), e.g. `Jadikan alamat utama`. Give it an `id` and a
* `<Label htmlFor>`; read the value with `checked` / `onCheckedChange`.
*/
function Checkbox$1({ className, ...props }) {
	return /* @__PURE__ */ jsx(Checkbox.Root, {
		"data-slot": "checkbox",
		className: cn("peer size-4 shrink-0 rounded-[4px] border border-input shadow-xs transition-shadow data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground disabled:cursor-not-allowed disabled:opacity-50", "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden", "aria-invalid:border-destructive", className),
		...props,
		children: /* @__PURE__ */ jsx(Checkbox.Indicator, {
			"data-slot": "checkbox-indicator",
			className: "flex items-center justify-center text-current",
			children: /* @__PURE__ */ jsx(CheckIcon, {
				className: "size-3.5",
				"aria-hidden": "true"
			})
		})
	});
}
// src/features/account/api/use-save-address.ts
/**
* Adds (`data.account.addAddress`) or edits (`data.account.updateAddress`) one of the signed-in
* user's saved addresses (spec section 5, "Address form"). The data layer keeps exactly one
* default address: the first address, or one marked `isDefault`, clears the other defaults.
*
* @returns A TanStack mutation: `mutateAsync({ id?, values })` resolves with the saved
*   {@link Address}; it rejects with a `ValidationError` ('Harap lengkapi semua bidang.' and
*   per-field `fieldErrors`) or a `NotFoundError` for an unknown `id`.
*/
function useSaveAddress() {
	const data = useShopData();
	return useMutation({ mutationFn: ({ id, values }) => id === void 0 ? data.account.addAddress(values) : data.account.updateAddress(id, values) });
}
// src/features/account/components/address-form.tsx
var TEXT_FIELDS = [
	"label",
	"recipientName",
	"phone",
	"fullAddress",
	"postalCode"
];
function initialValues(address, first) {
	return address ? {
		label: address.label,
		recipientName: address.recipientName,
		phone: address.phone,
		fullAddress: address.fullAddress,
		postalCode: address.postalCode,
		isDefault: address.isDefault
	} : {
		label: "",
		recipientName: "",
		phone: "",
		fullAddress: "",
		postalCode: "",
		isDefault: first
	};
}
/**
* The address form inside the address dialog (spec section 5, "Address form"; docs/product/ui-names.md):
* `Label`, `Nama Penerima`, `Nomor Telepon`, `Alamat Lengkap`, `Kode Pos`, the checkbox
* `Jadikan alamat utama`, and `Batal` / `Simpan Alamat`. A missing field shows 'Harap lengkapi
* semua bidang.' inline and as a toast; a malformed phone or postal code its own message. There
* is always exactly one default address, so the checkbox is fixed (ticked) for the first address
* and for the current default. Saving toasts 'Alamat berhasil ditambahkan!' or 'Alamat berhasil
* diperbarui!'.
*/
function AddressForm({ address, first, onSaved }) {
	const save = useSaveAddress();
	const form = useForm({
		resolver: zodResolver(addressInputSchema),
		defaultValues: initialValues(address, first)
	});
	const defaultLocked = first || address?.isDefault === true;
	async function onValid(values) {
		try {
			const saved = await save.mutateAsync({
				id: address?.id,
				values
			});
			toast.success(address ? accountMessages.addressUpdated : accountMessages.addressAdded);
			onSaved(saved);
		} catch (error) {
			if (error instanceof ValidationError) for (const field of TEXT_FIELDS) {
				const message = error.fieldErrors[field];
				if (message) form.setError(field, { message });
			}
			toast.error(errorMessage(error));
		}
	}
	function onInvalid(errors) {
		const missing = Object.values(errors).some((e) => e?.message === accountMessages.addressRequired);
		toast.error(missing ? accountMessages.addressRequired : Object.values(errors)[0]?.message ?? accountMessages.addressRequired);
	}
	return /* @__PURE__ */ jsx(Form, {
		...form,
		children: /* @__PURE__ */ jsxs("form", {
			noValidate: true,
			onSubmit: (event) => void form.handleSubmit(onValid, onInvalid)(event),
			className: "flex flex-col gap-4",
			children: [
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "label",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Label" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
							placeholder: "Rumah, Kantor, ...",
							...field
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "recipientName",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Nama Penerima" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
							autoComplete: "name",
							...field
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "phone",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Nomor Telepon" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
							type: "tel",
							inputMode: "tel",
							autoComplete: "tel",
							...field
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "fullAddress",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Alamat Lengkap" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Textarea, {
							autoComplete: "street-address",
							rows: 3,
							...field
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "postalCode",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Kode Pos" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
							inputMode: "numeric",
							autoComplete: "postal-code",
							maxLength: 10,
							...field
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "isDefault",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [/* @__PURE__ */ jsxs("div", {
						className: "flex items-center gap-2",
						children: [/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Checkbox$1, {
							checked: defaultLocked || field.value === true,
							onCheckedChange: (checked) => field.onChange(checked === true),
							onBlur: field.onBlur,
							disabled: defaultLocked,
							ref: field.ref
						}) }), /* @__PURE__ */ jsx(FormLabel, {
							className: "font-normal",
							children: "Jadikan alamat utama"
						})]
					}), defaultLocked && /* @__PURE__ */ jsx(FormDescription, { children: first ? "Alamat pertama otomatis menjadi alamat utama." : "Ini alamat utama Anda. Untuk menggantinya, jadikan alamat lain sebagai alamat utama." })] })
				}),
				/* @__PURE__ */ jsxs(DialogFooter, { children: [/* @__PURE__ */ jsx(DialogClose, {
					asChild: true,
					children: /* @__PURE__ */ jsx(Button, {
						type: "button",
						variant: "outline",
						children: "Batal"
					})
				}), /* @__PURE__ */ jsx(PendingButton, {
					type: "submit",
					pending: save.isPending,
					children: "Simpan Alamat"
				})] })
			]
		})
	});
}
// src/features/account/components/address-dialog.tsx
/**
* The modal dialog 'Tambah Alamat' / 'Ubah Alamat' holding the {@link AddressForm}; the form is
* mounted fresh on each opening, filled from `address` when editing.
*/
function AddressDialog({ open, onOpenChange, address, first, onSaved, onCloseAutoFocus }) {
	return /* @__PURE__ */ jsx(Dialog$1, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ jsxs(DialogContent, {
			onCloseAutoFocus,
			children: [/* @__PURE__ */ jsxs(DialogHeader, { children: [/* @__PURE__ */ jsx(DialogTitle, { children: address ? "Ubah Alamat" : "Tambah Alamat" }), /* @__PURE__ */ jsx(DialogDescription, { children: "Alamat tersimpan dapat dipilih saat checkout." })] }), /* @__PURE__ */ jsx(AddressForm, {
				address,
				first,
				onSaved
			}, address?.id ?? "baru")]
		})
	});
}
// src/features/account/components/address-item.tsx
/**
* One saved address (spec section 3, "Address"): label (a heading) with the 'Utama' badge on the
* default, recipient, phone, full address and postal code, and the buttons `Ubah {label}` and
* `Hapus {label}` (docs/product/ui-names.md).
*/
function AddressItem({ address, onEdit, onDelete }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "flex flex-col gap-3 rounded-lg border p-4 data-[default=true]:border-primary",
		"data-default": address.isDefault,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center gap-2",
				children: [/* @__PURE__ */ jsx("h3", {
					className: "font-semibold break-words",
					children: address.label
				}), address.isDefault && /* @__PURE__ */ jsx(Badge, { children: "Utama" })]
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "grid gap-1 text-sm",
				children: [
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
						className: "sr-only",
						children: "Nama Penerima"
					}), /* @__PURE__ */ jsx("dd", {
						className: "font-medium break-words",
						children: address.recipientName
					})] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
						className: "sr-only",
						children: "Nomor Telepon"
					}), /* @__PURE__ */ jsx("dd", { children: address.phone })] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
						className: "sr-only",
						children: "Alamat Lengkap"
					}), /* @__PURE__ */ jsx("dd", {
						className: "break-words text-muted-foreground",
						children: address.fullAddress
					})] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
						className: "sr-only",
						children: "Kode Pos"
					}), /* @__PURE__ */ jsxs("dd", {
						className: "text-muted-foreground",
						children: ["Kode Pos ", address.postalCode]
					})] })
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap gap-2",
				children: [/* @__PURE__ */ jsxs(Button, {
					type: "button",
					variant: "outline",
					size: "sm",
					"aria-label": `Ubah ${address.label}`,
					onClick: (event) => onEdit(address, event),
					children: [/* @__PURE__ */ jsx(PencilIcon, { "aria-hidden": "true" }), "Ubah"]
				}), /* @__PURE__ */ jsxs(Button, {
					type: "button",
					variant: "outline",
					size: "sm",
					"aria-label": `Hapus ${address.label}`,
					onClick: (event) => onDelete(address, event),
					className: "text-destructive hover:text-destructive",
					children: [/* @__PURE__ */ jsx(Trash2Icon, { "aria-hidden": "true" }), "Hapus"]
				})]
			})
		]
	});
}
// src/features/account/components/delete-address-dialog.tsx
/**
* The confirmation 'Apakah Anda yakin ingin menghapus alamat ini?' (spec section 2, "Settings"),
* naming the address, with `Batal` (focused first) and `Hapus`. It stays open while deleting.
*/
function DeleteAddressDialog({ address, pending, onConfirm, onCancel, onCloseAutoFocus }) {
	const [shown, setShown] = useState(address);
	if (address && address !== shown) setShown(address);
	return /* @__PURE__ */ jsx(AlertDialog$1, {
		open: address !== null,
		onOpenChange: (open) => !open && !pending && onCancel(),
		children: /* @__PURE__ */ jsxs(AlertDialogContent, {
			onCloseAutoFocus,
			children: [/* @__PURE__ */ jsxs(AlertDialogHeader, { children: [/* @__PURE__ */ jsx(AlertDialogTitle, { children: accountMessages.addressDeleteConfirm }), /* @__PURE__ */ jsx(AlertDialogDescription, { children: shown && `Alamat "${shown.label}" (${shown.fullAddress}) akan dihapus dari daftar alamat Anda.` })] }), /* @__PURE__ */ jsxs(AlertDialogFooter, { children: [/* @__PURE__ */ jsx(AlertDialogCancel, {
				disabled: pending,
				children: "Batal"
			}), /* @__PURE__ */ jsxs(AlertDialogAction, {
				variant: "destructive",
				disabled: pending,
				"aria-busy": pending || void 0,
				onClick: (event) => {
					event.preventDefault();
					if (address) onConfirm(address);
				},
				children: [pending && /* @__PURE__ */ jsx(LoaderCircleIcon, {
					className: "animate-spin",
					"aria-hidden": "true"
				}), "Hapus"]
			})] })]
		})
	});
}
// src/features/account/components/address-book-card.tsx
/**
* The address book (spec section 2, "Settings"; section 5, "Address form"; docs/product/ui-names.md): the
* saved addresses, default first with the 'Utama' badge, each with `Ubah {label}` and
* `Hapus {label}`; `Tambah Alamat` opens the address dialog; deleting asks 'Apakah Anda yakin
* ingin menghapus alamat ini?' first and toasts 'Alamat berhasil dihapus!'. Empty: 'Anda belum
* memiliki alamat tersimpan.'. When a dialog closes, focus returns to the button that opened it
* (to `Tambah Alamat` after a deletion).
*/
function AddressBookCard({ addresses, id = "alamat" }) {
	const titleId = useId();
	const remove = useDeleteAddress();
	const [dialog, setDialog] = useState({
		open: false,
		first: false
	});
	const [deleting, setDeleting] = useState(null);
	const addButton = useRef(null);
	const returnFocus = useRef(null);
	const sorted = [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
	function remember(event) {
		returnFocus.current = event.currentTarget;
	}
	function restoreFocus(event) {
		event.preventDefault();
		(returnFocus.current?.isConnected ? returnFocus.current : addButton.current)?.focus();
	}
	async function confirmDelete(address) {
		try {
			await remove.mutateAsync(address.id);
			returnFocus.current = addButton.current;
			setDeleting(null);
			toast.success(accountMessages.addressDeleted);
		} catch (error) {
			toast.error(errorMessage(error));
		}
	}
	return /* @__PURE__ */ jsxs("section", {
		id,
		"aria-labelledby": titleId,
		className: "scroll-mt-24",
		children: [
			/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, {
				className: "flex-row flex-wrap items-start justify-between gap-3",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex flex-col gap-1.5",
					children: [/* @__PURE__ */ jsx(CardTitle, {
						id: titleId,
						children: "Alamat Tersimpan"
					}), /* @__PURE__ */ jsx(CardDescription, { children: "Alamat utama terisi otomatis saat checkout." })]
				}), /* @__PURE__ */ jsxs(Button, {
					ref: addButton,
					type: "button",
					onClick: (event) => {
						remember(event);
						setDialog({
							open: true,
							first: addresses.length === 0
						});
					},
					children: [/* @__PURE__ */ jsx(PlusIcon, { "aria-hidden": "true" }), "Tambah Alamat"]
				})]
			}), /* @__PURE__ */ jsx(CardContent, { children: sorted.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(MapPinIcon, {}),
				title: accountMessages.addressesEmpty
			}) : /* @__PURE__ */ jsx("ul", {
				className: "flex flex-col gap-3",
				"aria-labelledby": titleId,
				children: sorted.map((address) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(AddressItem, {
					address,
					onEdit: (a, event) => {
						remember(event);
						setDialog({
							open: true,
							address: a,
							first: false
						});
					},
					onDelete: (a, event) => {
						remember(event);
						setDeleting(a);
					}
				}) }, address.id))
			}) })] }),
			/* @__PURE__ */ jsx(AddressDialog, {
				open: dialog.open,
				onOpenChange: (open) => setDialog((d) => ({
					...d,
					open
				})),
				address: dialog.address,
				first: dialog.first,
				onSaved: () => setDialog((d) => ({
					...d,
					open: false
				})),
				onCloseAutoFocus: restoreFocus
			}),
			/* @__PURE__ */ jsx(DeleteAddressDialog, {
				address: deleting,
				pending: remove.isPending,
				onConfirm: (address) => void confirmDelete(address),
				onCancel: () => setDeleting(null),
				onCloseAutoFocus: restoreFocus
			})
		]
	});
}
// src/features/account/api/use-change-password.ts
/**
* Changes the signed-in user's password through `data.account.changePassword` (spec section 5,
* "Password change"). The data layer checks, in order, the old password, the new one's length
* (≥ 6 characters) and the confirmation, logs every attempt as `changePassword` and hashes the
* new password (about half a second: show progress while `isPending`).
*
* @returns A TanStack mutation: `mutateAsync({ oldPassword, newPassword, confirmPassword })`
*   resolves with nothing; it rejects with a `ValidationError` carrying the spec's message for
*   the first failed check, with `fieldErrors` naming that field.
*/
function useChangePassword() {
	const data = useShopData();
	return useMutation({ mutationFn: (input) => data.account.changePassword(input) });
}
// src/features/account/components/password-card.tsx
var EMPTY = {
	oldPassword: "",
	newPassword: "",
	confirmPassword: ""
};
var FIELDS = [
	{
		name: "oldPassword",
		label: "Kata Sandi Lama",
		autoComplete: "current-password"
	},
	{
		name: "newPassword",
		label: "Kata Sandi Baru",
		autoComplete: "new-password"
	},
	{
		name: "confirmPassword",
		label: "Konfirmasi Kata Sandi Baru",
		autoComplete: "new-password"
	}
];
/**
* The password section (spec section 5, "Password change"; docs/product/ui-names.md): `Kata Sandi Lama`,
* `Kata Sandi Baru`, `Konfirmasi Kata Sandi Baru` and `Ubah Kata Sandi`. Every attempt goes to the
* data layer, which checks in the spec's order and logs it (so nothing is pre-checked here); the
* first failure shows inline on its field (which gets focus) and as a toast. Success toasts the
* success message and clears the three fields. The button shows progress while hashing.
*/
function PasswordCard({ successMessage = accountMessages.passwordChanged, id = "kata-sandi" }) {
	const titleId = useId();
	const change = useChangePassword();
	const form = useForm({
		resolver: zodResolver(passwordChangeInputSchema),
		defaultValues: EMPTY
	});
	const submit = form.handleSubmit(async (input) => {
		try {
			await change.mutateAsync(input);
			form.reset(EMPTY);
			toast.success(successMessage);
		} catch (error) {
			if (error instanceof ValidationError) {
				const field = FIELDS.find((f) => error.fieldErrors[f.name]);
				if (field) form.setError(field.name, { message: error.fieldErrors[field.name] }, { shouldFocus: true });
			}
			toast.error(errorMessage(error));
		}
	});
	return /* @__PURE__ */ jsx("section", {
		id,
		"aria-labelledby": titleId,
		className: "scroll-mt-24",
		children: /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
			id: titleId,
			children: "Ubah Kata Sandi"
		}), /* @__PURE__ */ jsx(CardDescription, { children: "Masukkan kata sandi lama Anda, lalu kata sandi baru (minimal 6 karakter)." })] }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsx(Form, {
			...form,
			children: /* @__PURE__ */ jsxs("form", {
				noValidate: true,
				onSubmit: (event) => void submit(event),
				className: "flex flex-col gap-4",
				children: [FIELDS.map(({ name, label, autoComplete }) => /* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name,
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: label }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
							type: "password",
							autoComplete,
							...field
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}, name)), /* @__PURE__ */ jsx(PendingButton, {
					type: "submit",
					pending: change.isPending,
					className: "self-start",
					children: "Ubah Kata Sandi"
				})]
			})
		}) })] })
	});
}
// src/features/account/api/use-update-profile.ts
/**
* Saves the signed-in user's e-mail and profile image through `data.account.updateProfile`
* (spec section 5; issue 3).
*
* @returns A TanStack mutation: `mutateAsync({ email, profileImage })` resolves with the updated
*   {@link SessionUser}; it rejects with a `ValidationError` whose `fieldErrors` name the field
*   (e.g. `email: 'Email sudah digunakan.'`), or a `PermissionError`. The session query (and so
*   the header avatar) refreshes by itself: the data layer writes `currentUser` and announces it.
*/
function useUpdateProfile() {
	const data = useShopData();
	return useMutation({ mutationFn: (input) => data.account.updateProfile(input) });
}
// src/features/account/components/profile-card.tsx
var PROFILE_FIELDS = ["email", "profileImage"];
/**
* The profile section (spec sections 2 and 5; docs/product/ui-names.md "Buyer settings"): `Username`
* (read-only), `Email`, `Foto Profil` (downscaled and re-encoded before storing) and
* `Simpan Profil`. Saving toasts the success message; the session copy follows at once, so the
* header avatar changes. The data layer's field errors (e.g. 'Email sudah digunakan.') show
* inline and as a toast. Edits in another tab refresh the untouched fields.
*/
function ProfileCard({ user, successMessage = accountMessages.profileUpdated, id = "profil" }) {
	const titleId = useId();
	const usernameId = useId();
	const update = useUpdateProfile();
	const values = useMemo(() => ({
		email: user.email,
		profileImage: user.profileImage
	}), [user.email, user.profileImage]);
	const form = useForm({
		resolver: zodResolver(profileInputSchema),
		defaultValues: values,
		values,
		resetOptions: { keepDirtyValues: true }
	});
	const submit = form.handleSubmit(async (input) => {
		try {
			await update.mutateAsync(input);
			toast.success(successMessage);
		} catch (error) {
			if (error instanceof ValidationError) for (const field of PROFILE_FIELDS) {
				const message = error.fieldErrors[field];
				if (message) form.setError(field, { message }, { shouldFocus: field === "email" });
			}
			toast.error(errorMessage(error));
		}
	});
	return /* @__PURE__ */ jsx("section", {
		id,
		"aria-labelledby": titleId,
		className: "scroll-mt-24",
		children: /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
			id: titleId,
			children: "Profil"
		}), /* @__PURE__ */ jsx(CardDescription, { children: "E-mail dan foto profil yang tampil di akun Anda." })] }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsx(Form, {
			...form,
			children: /* @__PURE__ */ jsxs("form", {
				noValidate: true,
				onSubmit: (event) => void submit(event),
				className: "flex flex-col gap-4",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-2",
						children: [/* @__PURE__ */ jsx(Label$1, {
							htmlFor: usernameId,
							children: "Username"
						}), /* @__PURE__ */ jsx(Input, {
							id: usernameId,
							value: user.username,
							readOnly: true,
							autoComplete: "username",
							className: "bg-muted"
						})]
					}),
					/* @__PURE__ */ jsx(FormField, {
						control: form.control,
						name: "email",
						render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
							/* @__PURE__ */ jsx(FormLabel, { children: "Email" }),
							/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
								type: "email",
								autoComplete: "email",
								spellCheck: false,
								...field
							}) }),
							/* @__PURE__ */ jsx(FormMessage, {})
						] })
					}),
					/* @__PURE__ */ jsx(FormField, {
						control: form.control,
						name: "profileImage",
						render: ({ field, fieldState }) => /* @__PURE__ */ jsx(ImageUpload, {
							label: "Foto Profil",
							value: field.value,
							onChange: (dataUrl) => field.onChange(dataUrl),
							preset: AVATAR_IMAGE,
							shape: "circle",
							error: fieldState.error?.message
						})
					}),
					/* @__PURE__ */ jsx(PendingButton, {
						type: "submit",
						pending: update.isPending,
						className: "self-start",
						children: "Simpan Profil"
					})
				]
			})
		}) })] })
	});
}
// src/features/account/components/settings-page.tsx
var SECTIONS = [
	{
		id: "profil",
		label: "Profil"
	},
	{
		id: "kata-sandi",
		label: "Ubah Kata Sandi"
	},
	{
		id: "alamat",
		label: "Alamat Tersimpan"
	}
];
/**
* /settings, the buyer's account settings (spec section 2, "Settings"; issue 3): the h1
* 'Pengaturan Akun' and three sections — {@link ProfileCard} 'Profil', {@link PasswordCard}
* 'Ubah Kata Sandi' and {@link AddressBookCard} 'Alamat Tersimpan'. On phones they stack below an
* in-page navigation; from `lg` up profile and password sit in the left column, the address book
* in the right. The route's guard lets only buyers in.
*/
function SettingsPage() {
	const user = useCurrentUser();
	let body;
	if (user.isPending) body = /* @__PURE__ */ jsxs("div", {
		className: "grid items-start gap-6 lg:grid-cols-2",
		children: [
			/* @__PURE__ */ jsx(Spinner, {
				label: "Memuat pengaturan...",
				className: "sr-only"
			}),
			/* @__PURE__ */ jsx(Skeleton, { className: "h-96 w-full" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h-72 w-full" })
		]
	});
	else if (user.isError || !user.data) body = /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "text-destructive",
		children: user.isError ? errorMessage(user.error) : messages.permission.signInRequired
	});
	else body = /* @__PURE__ */ jsxs("div", {
		className: "grid items-start gap-6 lg:grid-cols-2",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex min-w-0 flex-col gap-6",
			children: [/* @__PURE__ */ jsx(ProfileCard, { user: user.data }), /* @__PURE__ */ jsx(PasswordCard, {})]
		}), /* @__PURE__ */ jsx("div", {
			className: "min-w-0",
			children: /* @__PURE__ */ jsx(AddressBookCard, { addresses: user.data.addresses })
		})]
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Pengaturan Akun — Seulanga" }),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Pengaturan Akun"
			}),
			/* @__PURE__ */ jsx("nav", {
				"aria-label": "Bagian pengaturan",
				className: "lg:hidden",
				children: /* @__PURE__ */ jsx("ul", {
					className: "flex flex-wrap gap-2",
					children: SECTIONS.map((section) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
						href: `#${section.id}`,
						className: "inline-flex rounded-full border px-3 py-1.5 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden",
						children: section.label
					}) }, section.id))
				})
			}),
			body
		]
	});
}
export { ProfileCard as n, PasswordCard as r, SettingsPage as t };
