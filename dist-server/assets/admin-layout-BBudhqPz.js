import { t as cn } from "./utils-CmjGWNWk.js";
import { d as queryKeys, i as useCurrentUser, l as useShopData, u as useStoreSettings } from "./react-CEzJk9tn.js";
import { c as MaintenanceBanner, g as Button, o as UserAvatar, s as ThemeToggle, y as useSignOut } from "../entry-server.js";
import { a as DropdownMenuLabel, i as DropdownMenuItem, n as DropdownMenuContent, o as DropdownMenuSeparator, s as DropdownMenuTrigger, t as DropdownMenu } from "./dropdown-menu-ab9JIuBY.js";
import { a as SheetHeader, i as SheetDescription, o as SheetTitle, r as SheetContent, s as SheetTrigger, t as Sheet } from "./sheet-DjxJo4Jz.js";
import { t as toast } from "./toast-CwcNL7rU.js";
import { a as errorMessage } from "./errors-a5EGD5HF.js";
import { useId, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, NavLink, Outlet, useNavigate } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { BellIcon, ChartColumnIcon, CreditCardIcon, HandshakeIcon, HistoryIcon, LayoutDashboardIcon, LogOutIcon, MenuIcon, PackageIcon, SettingsIcon, ShoppingBagIcon, UserCogIcon } from "lucide-react";
// src/components/admin-layout/admin-nav-items.ts
/**
* The sidebar's eight links, in the spec's order (spec section 2, route table; docs/product/ui-names.md
* "Admin"): `Dashboard`, `Daftar Produk`, `Data Mitra Seulanga`, `Pesanan`,
* `Transaksi & Pembayaran`, `Laporan Penjualan`, `Riwayat Penjualan`, `Pengaturan`.
*/
var ADMIN_NAV_ITEMS = [
	{
		to: "/admin",
		label: "Dashboard",
		icon: LayoutDashboardIcon,
		end: true
	},
	{
		to: "/admin/products",
		label: "Daftar Produk",
		icon: PackageIcon
	},
	{
		to: "/admin/partners",
		label: "Data Mitra Seulanga",
		icon: HandshakeIcon
	},
	{
		to: "/admin/orders",
		label: "Pesanan",
		icon: ShoppingBagIcon
	},
	{
		to: "/admin/transactions",
		label: "Transaksi & Pembayaran",
		icon: CreditCardIcon
	},
	{
		to: "/admin/reports",
		label: "Laporan Penjualan",
		icon: ChartColumnIcon
	},
	{
		to: "/admin/sales-history",
		label: "Riwayat Penjualan",
		icon: HistoryIcon
	},
	{
		to: "/admin/settings",
		label: "Pengaturan",
		icon: SettingsIcon
	}
];
// src/components/admin-layout/store-logo-link.tsx
/**
* The logo (`/logo.svg`) and the store's name from the store settings, linking to the shop's home
* page `/` (spec section 2, "Admin layout"). The link is named by the store name.
*/
function StoreLogoLink({ onClick }) {
	const { data: store } = useStoreSettings();
	return /* @__PURE__ */ jsxs(Link, {
		to: "/",
		onClick,
		className: "flex min-w-0 items-center gap-2 rounded-md px-1 font-bold text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden",
		children: [/* @__PURE__ */ jsx("img", {
			src: "/logo.svg",
			alt: "",
			width: 32,
			height: 32,
			className: "size-8 shrink-0"
		}), /* @__PURE__ */ jsx("span", {
			className: "truncate text-lg tracking-tight",
			children: store?.storeName ?? "Seulanga"
		})]
	});
}
// src/components/admin-layout/admin-nav.tsx
var linkClass = ({ isActive }) => cn("flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden", isActive ? "bg-primary text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground" : "text-foreground");
/**
* The back office's navigation (spec section 2, "Admin layout"): a `<nav>` named 'Navigasi admin'
* with the logo and store name linking to `/`, the eight links (the current page's link carries
* `aria-current="page"`; `Dashboard` matches `/admin` exactly) and the footer control at the bottom.
*/
function AdminNav({ footer, onNavigate, className }) {
	return /* @__PURE__ */ jsxs("nav", {
		"aria-label": "Navigasi admin",
		className: cn("flex h-full flex-col gap-4", className),
		children: [
			/* @__PURE__ */ jsx(StoreLogoLink, { onClick: onNavigate }),
			/* @__PURE__ */ jsx("ul", {
				className: "grid gap-1",
				children: ADMIN_NAV_ITEMS.map(({ to, label, icon: Icon, end }) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(NavLink, {
					to,
					end,
					className: linkClass,
					onClick: onNavigate,
					children: [/* @__PURE__ */ jsx(Icon, {
						className: "size-4 shrink-0",
						"aria-hidden": "true"
					}), label]
				}) }, to))
			}),
			footer && /* @__PURE__ */ jsx("div", {
				className: "mt-auto border-t pt-4",
				children: footer
			})
		]
	});
}
// src/components/admin-layout/admin-sidebar.tsx
/**
* The back office's sidebar for tablets and desktops (hidden below md, where
* {@link AdminMobileNav} takes over): {@link AdminNav} in a sticky full-height column.
* @param footer - the `Keluar` control shown at the bottom.
*/
function AdminSidebar({ footer, className }) {
	return /* @__PURE__ */ jsx("div", {
		className: cn("sticky top-0 hidden h-svh w-64 shrink-0 border-r bg-card p-4 md:block", className),
		children: /* @__PURE__ */ jsx(AdminNav, { footer })
	});
}
// src/components/admin-layout/account-menu.tsx
/**
* The top bar's avatar menu (spec section 2, "Admin layout"; docs/product/ui-names.md "Admin"): a button
* `Menu akun` showing the admin's profile image (a generic icon when there is none or it fails
* to load), with items `Pengaturan Profil` (to `/admin/settings`) and `Logout`. Non-modal.
*/
function AccountMenu({ onLogout, loggingOut = false }) {
	const navigate = useNavigate();
	const { data: user } = useCurrentUser();
	return /* @__PURE__ */ jsxs(DropdownMenu, {
		modal: false,
		children: [/* @__PURE__ */ jsx(DropdownMenuTrigger, {
			asChild: true,
			children: /* @__PURE__ */ jsx(Button, {
				type: "button",
				variant: "ghost",
				size: "icon",
				"aria-label": "Menu akun",
				className: "rounded-full",
				children: /* @__PURE__ */ jsx(UserAvatar, {
					username: user?.username ?? "admin",
					src: user?.profileImage,
					className: "size-8"
				})
			})
		}), /* @__PURE__ */ jsxs(DropdownMenuContent, {
			align: "end",
			className: "w-56",
			children: [
				user && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(DropdownMenuLabel, {
					className: "truncate font-normal text-muted-foreground",
					children: ["Masuk sebagai ", /* @__PURE__ */ jsx("span", {
						className: "font-semibold text-foreground",
						children: user.username
					})]
				}), /* @__PURE__ */ jsx(DropdownMenuSeparator, {})] }),
				/* @__PURE__ */ jsxs(DropdownMenuItem, {
					onSelect: () => void navigate("/admin/settings"),
					children: [/* @__PURE__ */ jsx(UserCogIcon, { "aria-hidden": "true" }), "Pengaturan Profil"]
				}),
				/* @__PURE__ */ jsxs(DropdownMenuItem, {
					disabled: loggingOut,
					onSelect: onLogout,
					children: [/* @__PURE__ */ jsx(LogOutIcon, { "aria-hidden": "true" }), "Logout"]
				})
			]
		})]
	});
}
// src/components/admin-layout/admin-mobile-nav.tsx
/**
* The back office's phone navigation (< md): a button `Buka menu` opening a left sheet named
* 'Menu Admin' with the same links as the sidebar. Following a link closes it.
*/
function AdminMobileNav({ footer, className }) {
	const [open, setOpen] = useState(false);
	return /* @__PURE__ */ jsxs(Sheet, {
		open,
		onOpenChange: setOpen,
		children: [/* @__PURE__ */ jsx(SheetTrigger, {
			asChild: true,
			children: /* @__PURE__ */ jsx(Button, {
				type: "button",
				variant: "ghost",
				size: "icon",
				"aria-label": "Buka menu",
				className,
				children: /* @__PURE__ */ jsx(MenuIcon, { "aria-hidden": "true" })
			})
		}), /* @__PURE__ */ jsxs(SheetContent, {
			side: "left",
			children: [/* @__PURE__ */ jsxs(SheetHeader, {
				className: "sr-only",
				children: [/* @__PURE__ */ jsx(SheetTitle, { children: "Menu Admin" }), /* @__PURE__ */ jsx(SheetDescription, { children: "Navigasi halaman admin" })]
			}), /* @__PURE__ */ jsx(AdminNav, {
				footer,
				onNavigate: () => setOpen(false)
			})]
		})]
	});
}
// src/components/admin-layout/notification-bell.tsx
/**
* Whether the bell should show a new-order notification: one is waiting
* (`data.settings.hasNewOrderNotification()`) and the admin's `newOrderNotifications`
* preference is on. A new order placed in another tab updates it without a reload (the data
* layer invalidates `queryKeys.newOrderNotification` on the storage event).
*/
function useNewOrderNotification() {
	const data = useShopData();
	const { data: waiting = false } = useQuery({
		queryKey: queryKeys.newOrderNotification,
		queryFn: () => data.settings.hasNewOrderNotification()
	});
	const { data: store } = useStoreSettings();
	return waiting && store?.newOrderNotifications !== false;
}
/**
* The top bar's notification bell (spec section 2, "Admin layout"; docs/product/ui-names.md "Admin"): a button
* `Notifikasi` with a pulsing dot while a new order waits (the pulse stops for users who prefer
* reduced motion). Its menu holds 'Lihat pesanan baru' — which opens `/admin/orders` and clears the
* notification — or 'Tidak ada notifikasi baru'. Non-modal, so the rest of the page stays in the
* accessibility tree while it is open.
*/
function NotificationBell() {
	const data = useShopData();
	const navigate = useNavigate();
	const descriptionId = useId();
	const hasNew = useNewOrderNotification();
	const clear = useMutation({
		mutationFn: () => data.settings.clearNewOrderNotification(),
		onError: (error) => toast.error(errorMessage(error))
	});
	return /* @__PURE__ */ jsxs(DropdownMenu, {
		modal: false,
		children: [
			/* @__PURE__ */ jsx(DropdownMenuTrigger, {
				asChild: true,
				children: /* @__PURE__ */ jsxs(Button, {
					type: "button",
					variant: "ghost",
					size: "icon",
					"aria-label": "Notifikasi",
					"aria-describedby": hasNew ? descriptionId : void 0,
					"data-has-notification": hasNew,
					className: "relative",
					children: [/* @__PURE__ */ jsx(BellIcon, { "aria-hidden": "true" }), hasNew && /* @__PURE__ */ jsxs("span", {
						"aria-hidden": "true",
						className: "absolute top-1.5 right-1.5 flex size-2.5",
						children: [/* @__PURE__ */ jsx("span", { className: "absolute inline-flex size-full rounded-full bg-destructive opacity-75 motion-safe:animate-ping" }), /* @__PURE__ */ jsx("span", { className: "relative inline-flex size-2.5 rounded-full bg-destructive" })]
					})]
				})
			}),
			hasNew && /* @__PURE__ */ jsx("span", {
				id: descriptionId,
				className: "sr-only",
				children: "Ada pesanan baru"
			}),
			/* @__PURE__ */ jsx(DropdownMenuContent, {
				align: "end",
				className: "w-56",
				children: hasNew ? /* @__PURE__ */ jsx(DropdownMenuItem, {
					onSelect: () => {
						navigate("/admin/orders");
						clear.mutate();
					},
					children: "Lihat pesanan baru"
				}) : /* @__PURE__ */ jsx(DropdownMenuItem, { children: "Tidak ada notifikasi baru" })
			})
		]
	});
}
// src/components/admin-layout/admin-top-bar.tsx
/**
* The back office's top bar (spec section 2, "Admin layout"): on phones the `Buka menu` button and
* the logo; then the notification bell `Notifikasi`, the theme control `Ganti tema` and the avatar
* menu `Menu akun`.
*/
function AdminTopBar({ logoutButton, onLogout, loggingOut }) {
	return /* @__PURE__ */ jsx("header", {
		className: "sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80",
		children: /* @__PURE__ */ jsxs("div", {
			className: "flex h-16 items-center gap-2 px-4 sm:px-6",
			children: [
				/* @__PURE__ */ jsx(AdminMobileNav, {
					footer: logoutButton,
					className: "md:hidden"
				}),
				/* @__PURE__ */ jsx("div", {
					className: "min-w-0 md:hidden",
					children: /* @__PURE__ */ jsx(StoreLogoLink, {})
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "ml-auto flex items-center gap-1",
					children: [
						/* @__PURE__ */ jsx(NotificationBell, {}),
						/* @__PURE__ */ jsx(ThemeToggle, {}),
						/* @__PURE__ */ jsx(AccountMenu, {
							onLogout,
							loggingOut
						})
					]
				})
			]
		})
	});
}
// src/app/layouts/admin-layout.tsx
/**
* The back office's layout route (spec section 2, "Admin layout"; docs/product/ui-names.md "Admin"): a
* 'Lewati ke konten' skip link, the sidebar (logo to `/`, the eight links, `Keluar` at the bottom;
* a `Buka menu` sheet on phones), the top bar (`Notifikasi`, `Ganti tema`, `Menu akun`), the
* maintenance banner while maintenance mode is on (docs/product/decisions.md, "Back office") and
* `<main id="main">` with the page. The role guard above it admits admins only.
*
* Signing out (`Keluar`, or `Logout` in the avatar menu) leaves the back office for `/` and signs
* out there (`useSignOut` of the auth feature), so the role guard never sends the admin to /login.
*/
function Component() {
	const { data: store } = useStoreSettings();
	const signOut = useSignOut();
	const [leaving, setLeaving] = useState(false);
	function handleLogout() {
		setLeaving(true);
		signOut();
	}
	const logoutButton = /* @__PURE__ */ jsxs(Button, {
		type: "button",
		variant: "ghost",
		className: "w-full justify-start",
		disabled: leaving,
		onClick: handleLogout,
		children: [/* @__PURE__ */ jsx(LogOutIcon, { "aria-hidden": "true" }), "Keluar"]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "flex min-h-svh bg-muted/40",
		children: [
			/* @__PURE__ */ jsx("a", {
				href: "#main",
				className: "sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2",
				children: "Lewati ke konten"
			}),
			/* @__PURE__ */ jsx(AdminSidebar, { footer: logoutButton }),
			/* @__PURE__ */ jsxs("div", {
				className: "flex min-w-0 flex-1 flex-col",
				children: [
					/* @__PURE__ */ jsx(AdminTopBar, {
						logoutButton,
						onLogout: handleLogout,
						loggingOut: leaving
					}),
					store?.maintenanceMode && /* @__PURE__ */ jsx(MaintenanceBanner, {}),
					/* @__PURE__ */ jsx("main", {
						id: "main",
						tabIndex: -1,
						className: "flex-1 px-4 py-6 focus:outline-hidden sm:px-6 lg:px-8",
						children: /* @__PURE__ */ jsx(Outlet, {})
					})
				]
			})
		]
	});
}
export { Component };
