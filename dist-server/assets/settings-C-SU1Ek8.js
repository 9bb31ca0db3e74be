import { f as Spinner } from "../entry-server.js";
import { d as queryKeys, i as useCurrentUser, l as useShopData, u as useStoreSettings } from "./react-CEzJk9tn.js";
import { i as messages, n as adminMessages, t as accountMessages } from "./messages-CBdMQSHl.js";
import { n as ProfileCard, r as PasswordCard } from "./account-CWvEA-st.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { a as errorMessage, i as ValidationError } from "./errors-a5EGD5HF.js";
import { t as toast } from "./toast-CwcNL7rU.js";
import { a as CardHeader, n as CardContent, o as CardTitle, r as CardDescription, t as Card } from "./card-PLQmjBZq.js";
import { t as ConfirmDialog } from "./confirm-dialog-KsJVOjvJ.js";
import { t as PendingButton } from "./pending-button-FrVOsYBk.js";
import { a as jakartaDay } from "./format-DldOCsp5.js";
import { t as downloadFile } from "./download-675ir2n3.js";
import { t as Label$1 } from "./label-DAK8_zUG.js";
import { t as cn } from "./utils-CmjGWNWk.js";
import { a as FormItem, i as FormField, n as FormControl, o as FormLabel, r as FormDescription, s as FormMessage, t as Form } from "./form-CoWxKEiG.js";
import { t as Input } from "./input-BOyCJGaI.js";
import { t as Textarea } from "./textarea-DXTQh0JJ.js";
import { m as storeSettingsInputSchema } from "./validation-D8L1HcKr.js";
import { t as TableScrollRegion } from "./table-scroll-region-CY-wVEsB.js";
import { t as Badge } from "./badge-DUBXcYic.js";
import { useId, useMemo, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { DownloadIcon } from "lucide-react";
import { Switch } from "radix-ui";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
// src/features/admin-settings/api/use-backup.ts
/** Reads all shop data as one backup object (`data.admin.exportBackup`, admin only). */
function useExportBackup() {
	const data = useShopData();
	return useMutation({ mutationFn: () => data.admin.exportBackup() });
}
/**
* Replaces the shop's data with a backup (`data.admin.restoreBackup`): everything is validated
* first; an invalid backup changes nothing and rejects with a ValidationError saying why.
*/
function useRestoreBackup() {
	const data = useShopData();
	return useMutation({ mutationFn: (backup) => data.admin.restoreBackup(backup) });
}
// src/features/admin-settings/lib/texts.ts
/** Texts of the admin settings screen that the message catalogue does not hold. */
var SETTINGS_TEXT = {
	restoreConfirm: "Semua data toko akan diganti dengan isi cadangan. Lanjutkan?",
	notJson: "bukan berkas JSON yang sah",
	roleLabels: {
		admin: "Admin",
		buyer: "Pembeli"
	}
};
/**
* The backup file name for a Jakarta day: `seulanga-cadangan-YYYY-MM-DD.json`.
* @param day - `YYYY-MM-DD`.
*/
function backupFileName(day) {
	return `seulanga-cadangan-${day}.json`;
}
// src/features/admin-settings/components/backup-card.tsx
/**
* Reads a picked file as JSON and checks that it looks like a Seulanga backup (the data layer
* validates every record again before replacing anything).
* @returns the parsed value, or an error message (the catalogue's 'Berkas cadangan tidak valid: …').
*/
async function readBackupFile(file) {
	let parsed;
	try {
		parsed = JSON.parse(await file.text());
	} catch {
		return { error: adminMessages.backupInvalid(SETTINGS_TEXT.notJson) };
	}
	const envelope = parsed;
	if (typeof envelope !== "object" || envelope === null || envelope.format !== "seulanga-backup" || typeof envelope.data !== "object") return { error: adminMessages.backupInvalid("bukan berkas cadangan Seulanga") };
	return { backup: parsed };
}
/**
* 'Cadangan Data' (docs/product/decisions.md, "Data in the browser"; issue 4): `Unduh Cadangan Data` downloads
* all shop data as `seulanga-cadangan-YYYY-MM-DD.json`; the file field `Pulihkan Cadangan Data`
* reads a backup, asks 'Semua data toko akan diganti dengan isi cadangan. Lanjutkan?' and then
* restores it through `data.admin.restoreBackup` ('Cadangan data berhasil dipulihkan!'). A file
* that is not JSON or not a valid backup shows why and changes nothing.
*/
function BackupCard() {
	const titleId = useId();
	const inputId = useId();
	const exportBackup = useExportBackup();
	const restore = useRestoreBackup();
	const [pending, setPending] = useState(null);
	const [error, setError] = useState(null);
	async function download() {
		setError(null);
		try {
			const backup = await exportBackup.mutateAsync();
			downloadFile(backupFileName(jakartaDay(/* @__PURE__ */ new Date())), JSON.stringify(backup, null, 2), "application/json");
		} catch (caught) {
			toast.error(errorMessage(caught));
		}
	}
	async function pick(event) {
		const file = event.target.files?.[0];
		event.target.value = "";
		if (!file) return;
		setError(null);
		const result = await readBackupFile(file);
		if ("error" in result) {
			setError(result.error);
			toast.error(result.error);
			return;
		}
		setPending({
			fileName: file.name,
			backup: result.backup
		});
	}
	async function confirm() {
		if (!pending) return;
		const { backup } = pending;
		setPending(null);
		try {
			await restore.mutateAsync(backup);
			toast.success(adminMessages.backupRestored);
		} catch (caught) {
			const message = errorMessage(caught);
			setError(message);
			toast.error(message);
		}
	}
	return /* @__PURE__ */ jsxs("section", {
		id: "cadangan",
		"aria-labelledby": titleId,
		className: "scroll-mt-24",
		children: [/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
			id: titleId,
			children: "Cadangan Data"
		}), /* @__PURE__ */ jsx(CardDescription, { children: "Unduh semua data toko (produk, mitra, pesanan, transaksi, pengguna, ulasan, chat, log, pengaturan) sebagai satu berkas JSON, atau pulihkan dari berkas cadangan." })] }), /* @__PURE__ */ jsxs(CardContent, {
			className: "flex flex-col gap-4",
			children: [/* @__PURE__ */ jsxs(PendingButton, {
				type: "button",
				variant: "outline",
				className: "self-start",
				pending: exportBackup.isPending,
				onClick: () => void download(),
				children: [/* @__PURE__ */ jsx(DownloadIcon, { "aria-hidden": "true" }), "Unduh Cadangan Data"]
			}), /* @__PURE__ */ jsxs("div", {
				className: "grid gap-2",
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: inputId,
						className: "text-sm font-medium",
						children: "Pulihkan Cadangan Data"
					}),
					/* @__PURE__ */ jsx("input", {
						id: inputId,
						type: "file",
						accept: "application/json,.json",
						disabled: restore.isPending,
						"aria-describedby": error ? `${inputId}-error` : `${inputId}-hint`,
						"aria-invalid": error ? true : void 0,
						onChange: (event) => void pick(event),
						className: "block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium file:text-secondary-foreground"
					}),
					restore.isPending && /* @__PURE__ */ jsx(Spinner, {
						label: "Memulihkan cadangan...",
						className: "justify-start"
					}),
					error ? /* @__PURE__ */ jsx("p", {
						id: `${inputId}-error`,
						role: "alert",
						className: "text-sm text-destructive",
						children: error
					}) : /* @__PURE__ */ jsx("p", {
						id: `${inputId}-hint`,
						className: "text-sm text-muted-foreground",
						children: "Pilih berkas cadangan .json. Anda akan diminta konfirmasi sebelum data diganti."
					})
				]
			})]
		})] }), /* @__PURE__ */ jsx(ConfirmDialog, {
			open: pending !== null,
			onOpenChange: (open) => !open && setPending(null),
			title: "Pulihkan cadangan data?",
			description: SETTINGS_TEXT.restoreConfirm,
			confirmLabel: "Pulihkan",
			onConfirm: () => void confirm(),
			children: pending && /* @__PURE__ */ jsxs("p", {
				className: "text-sm break-all",
				children: ["Berkas: ", pending.fileName]
			})
		})]
	});
}
// src/components/ui/switch.tsx
/**
* An on/off toggle (Radix Switch, role `switch`), e.g. `Mode Pemeliharaan`. Give it an `id` and a
* `<Label htmlFor>`; read the value with `checked` / `onCheckedChange`.
*/
function Switch$1({ className, ...props }) {
	return /* @__PURE__ */ jsx(Switch.Root, {
		"data-slot": "switch",
		className: cn("peer inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent shadow-xs transition-colors data-[state=checked]:bg-primary data-[state=unchecked]:bg-input disabled:cursor-not-allowed disabled:opacity-50", "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden", className),
		...props,
		children: /* @__PURE__ */ jsx(Switch.Thumb, {
			"data-slot": "switch-thumb",
			className: "pointer-events-none block size-5 rounded-full bg-background shadow-lg ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
		})
	});
}
// src/features/admin-settings/api/use-save-notification-preference.ts
/** Saves the admin's new-order notification preference (`data.settings.setNewOrderNotifications`). */
function useSaveNotificationPreference() {
	const data = useShopData();
	return useMutation({ mutationFn: (enabled) => data.settings.setNewOrderNotifications(enabled) });
}
// src/features/admin-settings/components/notification-card.tsx
/**
* 'Notifikasi' (spec section 2, "Admin settings"): the switch `Notifikasi Pesanan Baru` (whether a
* new order raises the bell in the admin's top bar) and 'Simpan Preferensi', which saves through
* `data.settings.setNewOrderNotifications` and toasts 'Preferensi notifikasi berhasil disimpan!'.
* @param enabled - the stored preference.
*/
function NotificationCard({ enabled }) {
	const titleId = useId();
	const switchId = useId();
	const save = useSaveNotificationPreference();
	const [draft, setDraft] = useState(null);
	const value = draft ?? enabled;
	async function submit(event) {
		event.preventDefault();
		try {
			await save.mutateAsync(value);
			setDraft(null);
			toast.success(adminMessages.notificationsSaved);
		} catch (error) {
			toast.error(errorMessage(error));
		}
	}
	return /* @__PURE__ */ jsx("section", {
		id: "notifikasi",
		"aria-labelledby": titleId,
		className: "scroll-mt-24",
		children: /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
			id: titleId,
			children: "Notifikasi"
		}), /* @__PURE__ */ jsx(CardDescription, { children: "Pilih pemberitahuan yang ingin Anda terima." })] }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsxs("form", {
			onSubmit: (event) => void submit(event),
			className: "flex flex-col gap-4",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex items-start justify-between gap-4 rounded-lg border p-4",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "grid gap-1",
					children: [/* @__PURE__ */ jsx(Label$1, {
						htmlFor: switchId,
						children: "Notifikasi Pesanan Baru"
					}), /* @__PURE__ */ jsx("p", {
						id: `${switchId}-hint`,
						className: "text-sm text-muted-foreground",
						children: "Tampilkan tanda pada lonceng saat ada pesanan baru, juga dari tab lain."
					})]
				}), /* @__PURE__ */ jsx(Switch$1, {
					id: switchId,
					checked: value,
					onCheckedChange: setDraft,
					"aria-describedby": `${switchId}-hint`
				})]
			}), /* @__PURE__ */ jsx(PendingButton, {
				type: "submit",
				pending: save.isPending,
				className: "self-start",
				children: "Simpan Preferensi"
			})]
		}) })] })
	});
}
// src/features/admin-settings/api/use-save-store-settings.ts
/**
* Saves the store settings (`data.settings.saveStore`: admin only, validated, logged as
* `updateSettings`). Rejects with the data layer's error (PermissionError, ValidationError).
*/
function useSaveStoreSettings() {
	const data = useShopData();
	return useMutation({ mutationFn: (input) => data.settings.saveStore(input) });
}
// src/features/admin-settings/components/store-settings-card.tsx
var CONTACT_FIELDS = [
	{
		name: "contacts.whatsapp",
		label: "WhatsApp",
		type: "tel",
		placeholder: "6281234567890",
		description: "Nomor dengan kode negara, tanpa spasi."
	},
	{
		name: "contacts.instagram",
		label: "Instagram",
		type: "text",
		placeholder: "seulanga.aceh",
		description: "Nama akun tanpa @."
	},
	{
		name: "contacts.tiktok",
		label: "TikTok",
		type: "text",
		placeholder: "seulanga.aceh",
		description: "Nama akun tanpa @."
	},
	{
		name: "contacts.email",
		label: "Email Kontak",
		type: "email",
		placeholder: "halo@seulanga.id"
	}
];
function toInput(store) {
	return {
		storeName: store.storeName,
		storeAddress: store.storeAddress,
		adminEmail: store.adminEmail,
		contacts: { ...store.contacts },
		maintenanceMode: store.maintenanceMode
	};
}
/**
* 'Pengaturan Toko' (spec section 2, "Admin settings"; docs/product/decisions.md "Back office"): `Nama Toko`,
* `Alamat Toko`, 'Email Penerima Pesanan' (where new-order e-mails go), the contact channels
* WhatsApp, Instagram, TikTok and 'Email Kontak' (shown on /layanan), and the switch
* `Mode Pemeliharaan` (visitors and buyers then see a maintenance page on every shop route but
* /login; admins keep access). 'Simpan Pengaturan' saves through `data.settings.saveStore` and
* toasts 'Pengaturan toko berhasil disimpan!'; errors show inline and as a toast.
* @param store - the current settings.
*/
function StoreSettingsCard({ store }) {
	const titleId = useId();
	const save = useSaveStoreSettings();
	const values = useMemo(() => toInput(store), [store]);
	const form = useForm({
		resolver: zodResolver(storeSettingsInputSchema),
		defaultValues: values,
		values,
		resetOptions: { keepDirtyValues: true }
	});
	const submit = form.handleSubmit(async (input) => {
		try {
			const saved = await save.mutateAsync(input);
			form.reset(toInput(saved));
			toast.success(adminMessages.storeSaved);
		} catch (error) {
			if (error instanceof ValidationError) {
				for (const [field, message] of Object.entries(error.fieldErrors)) if (field in values) form.setError(field, { message });
			}
			toast.error(errorMessage(error));
		}
	});
	return /* @__PURE__ */ jsx("section", {
		id: "toko",
		"aria-labelledby": titleId,
		className: "scroll-mt-24",
		children: /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
			id: titleId,
			children: "Pengaturan Toko"
		}), /* @__PURE__ */ jsx(CardDescription, { children: "Identitas toko, penerima email pesanan, kontak, dan mode pemeliharaan." })] }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsx(Form, {
			...form,
			children: /* @__PURE__ */ jsxs("form", {
				noValidate: true,
				onSubmit: (event) => void submit(event),
				className: "flex flex-col gap-4",
				children: [
					/* @__PURE__ */ jsx(FormField, {
						control: form.control,
						name: "storeName",
						render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
							/* @__PURE__ */ jsx(FormLabel, { children: "Nama Toko" }),
							/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
								autoComplete: "organization",
								...field
							}) }),
							/* @__PURE__ */ jsx(FormMessage, {})
						] })
					}),
					/* @__PURE__ */ jsx(FormField, {
						control: form.control,
						name: "storeAddress",
						render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
							/* @__PURE__ */ jsx(FormLabel, { children: "Alamat Toko" }),
							/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Textarea, {
								autoComplete: "street-address",
								...field
							}) }),
							/* @__PURE__ */ jsx(FormMessage, {})
						] })
					}),
					/* @__PURE__ */ jsx(FormField, {
						control: form.control,
						name: "adminEmail",
						render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
							/* @__PURE__ */ jsx(FormLabel, { children: "Email Penerima Pesanan" }),
							/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
								type: "email",
								spellCheck: false,
								...field
							}) }),
							/* @__PURE__ */ jsx(FormDescription, { children: "Email admin yang menerima pemberitahuan setiap pesanan baru." }),
							/* @__PURE__ */ jsx(FormMessage, {})
						] })
					}),
					/* @__PURE__ */ jsxs("fieldset", {
						className: "grid gap-4 sm:grid-cols-2",
						children: [/* @__PURE__ */ jsx("legend", {
							className: "mb-2 text-sm font-semibold",
							children: "Kontak Toko"
						}), CONTACT_FIELDS.map(({ name, label, type, placeholder, description }) => /* @__PURE__ */ jsx(FormField, {
							control: form.control,
							name,
							render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
								/* @__PURE__ */ jsx(FormLabel, { children: label }),
								/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
									type,
									placeholder,
									spellCheck: false,
									...field
								}) }),
								description && /* @__PURE__ */ jsx(FormDescription, { children: description }),
								/* @__PURE__ */ jsx(FormMessage, {})
							] })
						}, name))]
					}),
					/* @__PURE__ */ jsx(FormField, {
						control: form.control,
						name: "maintenanceMode",
						render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, {
							className: "flex flex-row items-start justify-between gap-4 rounded-lg border p-4",
							children: [/* @__PURE__ */ jsxs("div", {
								className: "grid gap-1",
								children: [/* @__PURE__ */ jsx(FormLabel, { children: "Mode Pemeliharaan" }), /* @__PURE__ */ jsx(FormDescription, { children: "Saat aktif, pengunjung dan pembeli melihat halaman pemeliharaan di semua halaman toko kecuali halaman masuk. Admin tetap dapat mengakses toko." })]
							}), /* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Switch$1, {
								checked: field.value,
								onCheckedChange: field.onChange,
								onBlur: field.onBlur,
								ref: field.ref
							}) })]
						})
					}),
					/* @__PURE__ */ jsx(PendingButton, {
						type: "submit",
						pending: save.isPending,
						className: "self-start",
						children: "Simpan Pengaturan"
					})
				]
			})
		}) })] })
	});
}
// src/features/admin-settings/api/use-set-role.ts
/**
* Sets another user's role (`data.admin.setRole`; spec section 5: only an admin, never their own
* role — checked in the data layer, which throws PermissionError with the spec's messages).
*/
function useSetRole() {
	const data = useShopData();
	return useMutation({ mutationFn: ({ userId, role }) => data.admin.setRole(userId, role) });
}
// src/features/admin-settings/api/use-users.ts
/** Every user account without password fields (`data.admin.listUsers`, admin only). */
function useUsers() {
	const data = useShopData();
	return useQuery({
		queryKey: queryKeys.users,
		queryFn: () => data.admin.listUsers()
	});
}
// src/features/admin-settings/components/user-accounts-card.tsx
/**
* 'Akun Pengguna' (spec sections 2, 5 and 8): every account with username, e-mail and role
* ('Admin' / 'Pembeli'). Every other user's row has `Jadikan admin` or `Jadikan pembeli`, which
* calls `data.admin.setRole` and toasts 'Peran pengguna berhasil diperbarui menjadi {role}!';
* the signed-in admin's own row has no button (the data layer refuses it too). Errors of the data
* layer show in the card and as a toast.
* @param currentUserId - the signed-in admin's id.
*/
function UserAccountsCard({ currentUserId }) {
	const titleId = useId();
	const users = useUsers();
	const setRole = useSetRole();
	const [error, setError] = useState(null);
	async function change(userId, role) {
		setError(null);
		try {
			await setRole.mutateAsync({
				userId,
				role
			});
			toast.success(adminMessages.roleUpdated(SETTINGS_TEXT.roleLabels[role]));
		} catch (caught) {
			const message = errorMessage(caught);
			setError(message);
			toast.error(message);
		}
	}
	return /* @__PURE__ */ jsx("section", {
		id: "pengguna",
		"aria-labelledby": titleId,
		className: "scroll-mt-24",
		children: /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
			id: titleId,
			children: "Akun Pengguna"
		}), /* @__PURE__ */ jsx(CardDescription, { children: "Ubah peran pengguna lain menjadi admin atau pembeli." })] }), /* @__PURE__ */ jsxs(CardContent, {
			className: "flex flex-col gap-3",
			children: [error && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "text-sm text-destructive",
				children: error
			}), users.isPending ? /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-2",
				children: [/* @__PURE__ */ jsx(Spinner, { label: "Memuat pengguna..." }), /* @__PURE__ */ jsx(Skeleton, { className: "h-24 w-full" })]
			}) : users.isError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "text-sm text-destructive",
				children: errorMessage(users.error)
			}) : /* @__PURE__ */ jsx(TableScrollRegion, {
				label: "Tabel akun pengguna",
				children: /* @__PURE__ */ jsxs("table", {
					className: "w-full min-w-[32rem] text-left text-sm",
					children: [
						/* @__PURE__ */ jsx("caption", {
							className: "sr-only",
							children: "Daftar akun pengguna"
						}),
						/* @__PURE__ */ jsx("thead", {
							className: "border-b text-muted-foreground",
							children: /* @__PURE__ */ jsxs("tr", { children: [
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: "py-2 pr-3 font-medium",
									children: "Username"
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: "py-2 pr-3 font-medium",
									children: "Email"
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: "py-2 pr-3 font-medium",
									children: "Peran"
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: "py-2 font-medium",
									children: /* @__PURE__ */ jsx("span", {
										className: "sr-only",
										children: "Aksi"
									})
								})
							] })
						}),
						/* @__PURE__ */ jsx("tbody", { children: users.data.map((u) => {
							const own = u.id === currentUserId;
							const target = u.role === "admin" ? "buyer" : "admin";
							const nameId = `${titleId}-${u.id}`;
							return /* @__PURE__ */ jsxs("tr", {
								className: "border-b last:border-0",
								children: [
									/* @__PURE__ */ jsxs("th", {
										scope: "row",
										id: nameId,
										className: "py-2 pr-3 font-medium break-all",
										children: [u.username, own && /* @__PURE__ */ jsx("span", {
											className: "ml-1 font-normal text-muted-foreground",
											children: "(Anda)"
										})]
									}),
									/* @__PURE__ */ jsx("td", {
										className: "py-2 pr-3 break-all",
										children: u.email || "-"
									}),
									/* @__PURE__ */ jsx("td", {
										className: "py-2 pr-3",
										children: /* @__PURE__ */ jsx(Badge, {
											variant: u.role === "admin" ? "default" : "secondary",
											children: SETTINGS_TEXT.roleLabels[u.role]
										})
									}),
									/* @__PURE__ */ jsx("td", {
										className: "py-2 text-right",
										children: !own && /* @__PURE__ */ jsx(PendingButton, {
											type: "button",
											size: "sm",
											variant: "outline",
											"aria-describedby": nameId,
											pending: setRole.isPending && setRole.variables?.userId === u.id,
											onClick: () => void change(u.id, target),
											children: target === "admin" ? "Jadikan admin" : "Jadikan pembeli"
										})
									})
								]
							}, u.id);
						}) })
					]
				})
			})]
		})] })
	});
}
// src/features/admin-settings/components/admin-settings-page.tsx
/** In-page links to the sections (ids of the section elements). */
var SECTIONS = [
	{
		id: "profil",
		label: "Profil"
	},
	{
		id: "kata-sandi",
		label: "Kata Sandi"
	},
	{
		id: "toko",
		label: "Toko"
	},
	{
		id: "notifikasi",
		label: "Notifikasi"
	},
	{
		id: "pengguna",
		label: "Pengguna"
	},
	{
		id: "cadangan",
		label: "Cadangan"
	}
];
/**
* /admin/settings, 'Pengaturan' (spec section 2, "Admin settings"; docs/product/decisions.md "Back office"):
* the admin's profile and password (given by the route), store settings with maintenance mode,
* the new-order notification preference, user accounts with the role toggle, and the data backup.
*/
function AdminSettingsPage({ accountSections }) {
	const user = useCurrentUser();
	const store = useStoreSettings();
	const sections = SECTIONS.filter((s) => accountSections || s.id !== "profil" && s.id !== "kata-sandi");
	let body;
	if (user.isPending || store.isPending) body = /* @__PURE__ */ jsxs("div", {
		className: "grid items-start gap-6 lg:grid-cols-2",
		children: [
			/* @__PURE__ */ jsx(Spinner, {
				label: "Memuat pengaturan...",
				className: "sr-only"
			}),
			/* @__PURE__ */ jsx(Skeleton, { className: "h-96 w-full" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h-96 w-full" })
		]
	});
	else if (user.isError || store.isError || !user.data) body = /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "text-destructive",
		children: user.error || store.error ? errorMessage(user.error ?? store.error) : messages.permission.signInRequired
	});
	else body = /* @__PURE__ */ jsxs("div", {
		className: "grid items-start gap-6 xl:grid-cols-2",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex min-w-0 flex-col gap-6",
			children: [
				accountSections,
				/* @__PURE__ */ jsx(NotificationCard, { enabled: store.data.newOrderNotifications }),
				/* @__PURE__ */ jsx(BackupCard, {})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex min-w-0 flex-col gap-6",
			children: [/* @__PURE__ */ jsx(StoreSettingsCard, { store: store.data }), /* @__PURE__ */ jsx(UserAccountsCard, { currentUserId: user.data.id })]
		})]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-6",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Pengaturan — Seulanga" }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Pengaturan"
			}), /* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: "Profil admin, pengaturan toko, pengguna, dan cadangan data."
			})] }),
			/* @__PURE__ */ jsx("nav", {
				"aria-label": "Bagian pengaturan",
				children: /* @__PURE__ */ jsx("ul", {
					className: "flex flex-wrap gap-2",
					children: sections.map((section) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
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
// src/app/routes/admin/settings.tsx
/**
* /admin/settings (spec section 2, "Admin settings"): 'Pengaturan'. The admin's profile
* ('Profil admin berhasil diperbarui!') and password ('Kata sandi admin berhasil diubah!') use
* the account feature's sections; the rest is the admin-settings feature.
*/
function Component() {
	const user = useCurrentUser();
	return /* @__PURE__ */ jsx(AdminSettingsPage, { accountSections: user.data ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(ProfileCard, {
		user: user.data,
		successMessage: accountMessages.adminProfileUpdated
	}), /* @__PURE__ */ jsx(PasswordCard, { successMessage: accountMessages.adminPasswordChanged })] }) : /* @__PURE__ */ jsx(Spinner, { label: "Memuat profil..." }) });
}
export { Component };
