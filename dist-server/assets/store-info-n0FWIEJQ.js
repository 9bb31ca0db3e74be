import { D as CATEGORIES, _ as buttonVariants, a as contactChannels, i as ChannelIcon, r as ExternalLink } from "../entry-server.js";
import { t as cn } from "./utils-CmjGWNWk.js";
import { a as usePartners, u as useStoreSettings } from "./react-CEzJk9tn.js";
import { t as Skeleton } from "./skeleton-Bul1_UKn.js";
import { t as Badge } from "./badge-DUBXcYic.js";
import { t as EmptyState } from "./empty-state-CYDT0TqZ.js";
import { Link } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { CoffeeIcon, GemIcon, GiftIcon, HandshakeIcon, LeafIcon, MapIcon, MapPinIcon, ShieldCheckIcon, ShirtIcon, StoreIcon, TruckIcon, UtensilsCrossedIcon } from "lucide-react";
// src/features/store-info/components/hero-banner.tsx
/**
* The home page's hero banner (spec section 2, "/"): the page's `h1`, a short pitch and links to
* the catalogue and the about page. Drawn with a CSS gradient in the brand colour, no image
* (performance budget).
* @param storeName - the store's name from the store settings.
*/
function HeroBanner({ storeName }) {
	return /* @__PURE__ */ jsx("section", {
		className: "bg-linear-to-br from-primary via-primary to-primary-hover text-primary-foreground",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-7xl flex-col gap-5 px-4 py-14 sm:px-6 sm:py-20 lg:py-24",
			children: [
				/* @__PURE__ */ jsxs("p", {
					className: "text-sm font-semibold tracking-wide uppercase",
					children: [storeName, " · Produk UMKM Aceh"]
				}),
				/* @__PURE__ */ jsx("h1", {
					className: "max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl",
					children: "Cita rasa dan kriya Aceh, langsung dari tangan perajinnya"
				}),
				/* @__PURE__ */ jsx("p", {
					className: "max-w-2xl text-base sm:text-lg",
					children: "Kopi Gayo, keumamah, kue adee, songket, hingga minyak nilam — dipilih dari usaha kecil di seluruh Aceh dan dikirim ke rumah Anda."
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap gap-3",
					children: [/* @__PURE__ */ jsx(Link, {
						to: "/catalog",
						className: cn(buttonVariants({ size: "lg" }), "bg-background text-foreground hover:bg-accent hover:text-accent-foreground"),
						children: "Jelajahi Katalog"
					}), /* @__PURE__ */ jsxs(Link, {
						to: "/tentang-kami",
						className: cn(buttonVariants({
							size: "lg",
							variant: "outline"
						}), "border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground"),
						children: ["Kenali ", storeName]
					})]
				})
			]
		})
	});
}
// src/features/store-info/components/category-tiles.tsx
/** The icon of each category (spec section 3: "each with an icon"). */
var CATEGORY_ICONS = {
	Makanan: UtensilsCrossedIcon,
	Minuman: CoffeeIcon,
	Fashion: ShirtIcon,
	Aksesoris: GemIcon,
	Souvenir: GiftIcon,
	Herbal: LeafIcon
};
/**
* The home page's category tiles (spec section 2, "/"): one link per category of `CATEGORIES`,
* named by the category, to `/catalog?category=<Category>`.
*/
function CategoryTiles() {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "kategori-heading",
		className: "mx-auto max-w-7xl px-4 py-12 sm:px-6",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "kategori-heading",
				className: "text-2xl font-bold tracking-tight",
				children: "Kategori Produk"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1 text-muted-foreground",
				children: "Temukan produk UMKM Aceh menurut kebutuhan Anda."
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6",
				children: CATEGORIES.map((category) => {
					const Icon = CATEGORY_ICONS[category];
					return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
						to: `/catalog?category=${encodeURIComponent(category)}`,
						className: "flex h-full flex-col items-center gap-3 rounded-xl border bg-card p-5 text-center font-medium text-card-foreground shadow-xs transition-colors hover:border-primary hover:bg-accent hover:text-accent-foreground",
						children: [/* @__PURE__ */ jsx("span", {
							className: "inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground",
							children: /* @__PURE__ */ jsx(Icon, {
								className: "size-6",
								"aria-hidden": "true"
							})
						}), category]
					}) }, category);
				})
			})
		]
	});
}
// src/features/store-info/components/about-summary.tsx
/**
* The home page's about text (spec section 2, "/"): what the shop is, with a link to the full
* about page.
* @param storeName - the store's name from the store settings.
*/
function AboutSummary({ storeName }) {
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "tentang-heading",
		className: "bg-secondary text-secondary-foreground",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto grid max-w-7xl gap-4 px-4 py-12 sm:px-6 md:grid-cols-[1fr_2fr] md:gap-10",
			children: [/* @__PURE__ */ jsxs("h2", {
				id: "tentang-heading",
				className: "text-2xl font-bold tracking-tight",
				children: ["Tentang ", storeName]
			}), /* @__PURE__ */ jsxs("div", {
				className: "grid gap-3 leading-relaxed",
				children: [
					/* @__PURE__ */ jsxs("p", { children: [storeName, " adalah toko daring yang menghubungkan pembeli dengan usaha mikro, kecil, dan menengah (UMKM) di Aceh. Setiap produk berasal dari mitra yang kami kenal langsung — petani kopi di dataran tinggi Gayo, pengolah ikan di pesisir, hingga penenun songket di Banda Aceh."] }),
					/* @__PURE__ */ jsx("p", { children: "Dengan berbelanja di sini, Anda ikut menjaga resep dan keterampilan turun-temurun tetap hidup, dan setiap pembelian langsung mendukung usaha para perajinnya." }),
					/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, {
						to: "/tentang-kami",
						className: "font-medium underline underline-offset-4",
						children: "Selengkapnya tentang kami"
					}) })
				]
			})]
		})
	});
}
// src/features/store-info/components/about-content.tsx
var VALUES = [
	{
		icon: HandshakeIcon,
		title: "Bermitra langsung",
		text: "Kami bekerja sama langsung dengan koperasi dan usaha keluarga, tanpa perantara berlapis, sehingga harga tetap adil bagi perajin dan pembeli."
	},
	{
		icon: LeafIcon,
		title: "Produk asli daerah",
		text: "Kopi dari dataran tinggi Gayo, keumamah dari pesisir, minyak nilam dari pantai barat, songket dan kupiah meukeutop buatan tangan — semuanya dibuat di Aceh."
	},
	{
		icon: ShieldCheckIcon,
		title: "Kualitas terjaga",
		text: "Kami mengenal setiap mitra dan produknya sebelum tampil di katalog, dan ulasan pembeli membantu kami menjaga mutu."
	},
	{
		icon: TruckIcon,
		title: "Dikirim dengan rapi",
		text: "Pesanan dikemas dengan aman dan statusnya dapat Anda ikuti di halaman Pesanan Saya, dari dikemas hingga tiba di tujuan."
	}
];
/**
* The body of /tentang-kami (spec section 2, "About the shop"): who the shop is, how it works
* with its UMKM partners, and how many active partners it has. Uses `h2`/`h3` under the page's `h1`.
* @param storeName - the store's name from the store settings.
*/
function AboutContent({ storeName }) {
	const { data: partners } = usePartners();
	const activePartners = partners?.filter((partner) => partner.status === "Active") ?? [];
	const towns = [...new Set(activePartners.map((partner) => partner.location).filter(Boolean))];
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-10",
		children: [
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "cerita-heading",
				className: "grid gap-3 leading-relaxed",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "cerita-heading",
						className: "text-2xl font-semibold",
						children: "Cerita kami"
					}),
					/* @__PURE__ */ jsxs("p", { children: [storeName, " lahir dari keinginan sederhana: membawa produk terbaik usaha kecil Aceh ke meja dan lemari pembeli di mana pun mereka berada. Banyak perajin dan pengolah pangan di Aceh membuat barang yang luar biasa, tetapi pasarnya terbatas pada pekan dan toko di sekitar kampung mereka."] }),
					/* @__PURE__ */ jsx("p", { children: "Nama kami diambil dari bunga seulanga, bunga harum yang dekat dengan adat dan keseharian masyarakat Aceh. Seperti harumnya, kami ingin kabar baik tentang karya UMKM Aceh tersebar lebih jauh." })
				]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "cara-heading",
				className: "grid gap-4",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "cara-heading",
					className: "text-2xl font-semibold",
					children: "Cara kami bekerja"
				}), /* @__PURE__ */ jsx("ul", {
					className: "grid gap-4 sm:grid-cols-2",
					children: VALUES.map(({ icon: Icon, title, text }) => /* @__PURE__ */ jsxs("li", {
						className: "flex gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs",
						children: [/* @__PURE__ */ jsx("span", {
							className: "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground",
							children: /* @__PURE__ */ jsx(Icon, {
								className: "size-5",
								"aria-hidden": "true"
							})
						}), /* @__PURE__ */ jsxs("div", {
							className: "grid gap-1",
							children: [/* @__PURE__ */ jsx("h3", {
								className: "font-semibold",
								children: title
							}), /* @__PURE__ */ jsx("p", {
								className: "text-sm text-muted-foreground",
								children: text
							})]
						})]
					}, title))
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "mitra-kami-heading",
				className: "grid gap-3 leading-relaxed",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "mitra-kami-heading",
						className: "text-2xl font-semibold",
						children: "Mitra UMKM kami"
					}),
					activePartners.length > 0 ? /* @__PURE__ */ jsxs("p", { children: [
						"Saat ini ",
						storeName,
						" bekerja sama dengan ",
						activePartners.length,
						" mitra UMKM aktif",
						towns.length > 0 && /* @__PURE__ */ jsxs(Fragment, { children: [" di ", towns.join(", ")] }),
						"."
					] }) : /* @__PURE__ */ jsx("p", { children: "Kami bekerja sama dengan koperasi dan usaha keluarga di berbagai kabupaten dan kota di Aceh." }),
					/* @__PURE__ */ jsxs("p", { children: [
						"Ingin tahu di mana produk Anda dibuat?",
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: "/lokasi-toko",
							className: "font-medium text-primary underline underline-offset-4",
							children: "Lihat lokasi toko dan mitra"
						}),
						". Punya usaha di Aceh dan ingin bergabung?",
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: "/layanan",
							className: "font-medium text-primary underline underline-offset-4",
							children: "Hubungi kami"
						}),
						"."
					] })
				]
			})
		]
	});
}
// src/features/store-info/components/contact-channel-list.tsx
/**
* The store's contact channels as cards (spec section 2, /layanan): WhatsApp
* (`https://wa.me/<number>`), Instagram, TikTok and e-mail (`mailto:`), each a real link from the
* store settings' `contacts`; web links open in a new tab with `rel="noopener noreferrer"`.
* Each card has an `h2` with the channel's name.
*/
function ContactChannelList() {
	const { data: store, isPending } = useStoreSettings();
	if (isPending) return /* @__PURE__ */ jsxs("div", {
		"aria-busy": "true",
		className: "grid gap-4 sm:grid-cols-2",
		children: [/* @__PURE__ */ jsx("span", {
			className: "sr-only",
			role: "status",
			children: "Memuat kontak..."
		}), [
			0,
			1,
			2,
			3
		].map((i) => /* @__PURE__ */ jsx(Skeleton, { className: "h-36" }, i))]
	});
	const channels = store ? contactChannels(store.contacts) : [];
	return /* @__PURE__ */ jsx("ul", {
		className: "grid gap-4 sm:grid-cols-2",
		children: channels.map((channel) => {
			const linkClass = "font-medium break-all text-primary underline underline-offset-4";
			const content = /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("span", {
				className: "sr-only",
				children: [channel.label, ": "]
			}), channel.display] });
			return /* @__PURE__ */ jsxs("li", {
				className: "flex gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs",
				children: [/* @__PURE__ */ jsx("span", {
					className: "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground",
					children: /* @__PURE__ */ jsx(ChannelIcon, {
						id: channel.id,
						className: "size-5"
					})
				}), /* @__PURE__ */ jsxs("div", {
					className: "grid min-w-0 gap-1",
					children: [
						/* @__PURE__ */ jsx("h2", {
							className: "text-lg font-semibold",
							children: channel.label
						}),
						/* @__PURE__ */ jsx("p", {
							className: "text-sm text-muted-foreground",
							children: channel.description
						}),
						/* @__PURE__ */ jsx("p", { children: channel.external ? /* @__PURE__ */ jsx(ExternalLink, {
							href: channel.href,
							className: linkClass,
							children: content
						}) : /* @__PURE__ */ jsx("a", {
							href: channel.href,
							className: linkClass,
							children: content
						}) })
					]
				})]
			}, channel.id);
		})
	});
}
// src/features/store-info/lib/map-links.ts
/**
* An OpenStreetMap link centred on a point with a marker, zoom 15; needs no API key (spec
* section 2, /lokasi-toko: the prototype's map areas needed a maps key).
* @example osmPointUrl({ lat: 4.6247, lng: 96.8439 })
*   // 'https://www.openstreetmap.org/?mlat=4.6247&mlon=96.8439#map=15/4.6247/96.8439'
*/
function osmPointUrl({ lat, lng }) {
	return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
}
/** An OpenStreetMap search for an address (for the main store, which has no coordinates). */
function osmSearchUrl(address) {
	return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
/** Coordinates for reading, 4 decimals each: `4.6247, 96.8439`. */
function formatCoordinates({ lat, lng }) {
	return `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
}
// src/features/store-info/components/main-store-card.tsx
/**
* The main store on /lokasi-toko (spec section 2): its name and address from the store settings
* and a link searching the address on OpenStreetMap. Headed by an `h2` 'Toko Utama'.
*/
function MainStoreCard() {
	const { data: store, isPending } = useStoreSettings();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "toko-utama-heading",
		className: "rounded-xl border bg-card p-5 text-card-foreground shadow-xs sm:p-6",
		children: [/* @__PURE__ */ jsxs("h2", {
			id: "toko-utama-heading",
			className: "flex items-center gap-2 text-xl font-semibold",
			children: [/* @__PURE__ */ jsx(StoreIcon, {
				className: "size-5 text-primary",
				"aria-hidden": "true"
			}), "Toko Utama"]
		}), isPending || !store ? /* @__PURE__ */ jsxs("div", {
			className: "mt-4 grid gap-2",
			"aria-hidden": "true",
			children: [/* @__PURE__ */ jsx(Skeleton, { className: "h-5 w-40" }), /* @__PURE__ */ jsx(Skeleton, { className: "h-5 w-full max-w-md" })]
		}) : /* @__PURE__ */ jsxs("div", {
			className: "mt-3 grid gap-2",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "font-medium",
					children: store.storeName
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "flex items-start gap-2 text-muted-foreground",
					children: [/* @__PURE__ */ jsx(MapPinIcon, {
						className: "mt-0.5 size-4 shrink-0",
						"aria-hidden": "true"
					}), /* @__PURE__ */ jsx("span", { children: store.storeAddress })]
				}),
				store.storeAddress && /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsxs(ExternalLink, {
					href: osmSearchUrl(store.storeAddress),
					className: "text-sm font-medium text-primary underline underline-offset-4",
					children: ["Lihat peta ", store.storeName]
				}) })
			]
		})]
	});
}
// src/features/store-info/components/partner-location-list.tsx
/**
* Every partner (mitra) on /lokasi-toko (spec section 2): name, address, location, coordinates
* (4 decimals) and an OpenStreetMap link 'Lihat peta {name}' (no maps key needed; no embedded map).
* Inactive partners carry a 'Tidak aktif' badge. Headed by an `h2`; each partner an `h3`.
*/
function PartnerLocationList() {
	const { data: partners, isPending } = usePartners();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "mitra-heading",
		className: "grid gap-4",
		children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
			id: "mitra-heading",
			className: "text-xl font-semibold",
			children: "Lokasi Mitra UMKM"
		}), /* @__PURE__ */ jsx("p", {
			className: "text-muted-foreground",
			children: "Usaha kecil di seluruh Aceh yang produknya kami jual."
		})] }), isPending ? /* @__PURE__ */ jsxs("div", {
			"aria-busy": "true",
			className: "grid gap-4 md:grid-cols-2",
			children: [/* @__PURE__ */ jsx("span", {
				className: "sr-only",
				role: "status",
				children: "Memuat lokasi mitra..."
			}), [
				0,
				1,
				2,
				3
			].map((i) => /* @__PURE__ */ jsx(Skeleton, { className: "h-44" }, i))]
		}) : !partners || partners.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
			icon: /* @__PURE__ */ jsx(MapIcon, {}),
			title: "Belum ada mitra yang terdaftar."
		}) : /* @__PURE__ */ jsx("ul", {
			className: "grid gap-4 md:grid-cols-2",
			children: partners.map((partner) => /* @__PURE__ */ jsxs("li", {
				className: "flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-xs",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex flex-wrap items-start justify-between gap-2",
						children: [/* @__PURE__ */ jsx("h3", {
							className: "text-lg font-semibold",
							children: partner.name
						}), partner.status !== "Active" && /* @__PURE__ */ jsx(Badge, {
							variant: "secondary",
							children: "Tidak aktif"
						})]
					}),
					/* @__PURE__ */ jsxs("dl", {
						className: "grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm",
						children: [
							/* @__PURE__ */ jsx("dt", {
								className: "text-muted-foreground",
								children: "Lokasi"
							}),
							/* @__PURE__ */ jsx("dd", { children: partner.location || "-" }),
							/* @__PURE__ */ jsx("dt", {
								className: "text-muted-foreground",
								children: "Alamat"
							}),
							/* @__PURE__ */ jsx("dd", { children: partner.address || "-" }),
							/* @__PURE__ */ jsx("dt", {
								className: "text-muted-foreground",
								children: "Koordinat"
							}),
							/* @__PURE__ */ jsx("dd", {
								className: "tabular-nums",
								children: formatCoordinates(partner.coordinates)
							})
						]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-auto",
						children: /* @__PURE__ */ jsxs(ExternalLink, {
							href: osmPointUrl(partner.coordinates),
							className: "inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4",
							children: [
								/* @__PURE__ */ jsx(MapIcon, {
									className: "size-4",
									"aria-hidden": "true"
								}),
								"Lihat peta ",
								partner.name
							]
						})
					})
				]
			}, partner.id))
		})]
	});
}
export { AboutSummary as a, AboutContent as i, MainStoreCard as n, CategoryTiles as o, ContactChannelList as r, HeroBanner as s, PartnerLocationList as t };
