import { t as accountMessages } from "./messages-CBdMQSHl.js";
import "./validation-D8L1HcKr.js";
import { t as cn } from "./utils-CmjGWNWk.js";
import { f as Spinner } from "../entry-server.js";
import { useId, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { ImageIcon } from "lucide-react";
import imageCompression from "browser-image-compression";
// src/lib/image.ts
/**
* Image preparation before storing: uploaded pictures are downscaled and re-encoded in the
* browser (docs/product/decisions.md, "Data in the browser"), with browser-image-compression.
*/
/** Accepted upload types (the `accept` attribute of image inputs). */
var IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif";
/** Product photos: 800 px, about 150 KB. */
var PRODUCT_IMAGE = {
	maxSide: 800,
	maxSizeMB: .15
};
/** Avatars: 256 px, about 40 KB. */
var AVATAR_IMAGE = {
	maxSide: 256,
	maxSizeMB: .04
};
/** Raised when a file is not an image or stays too large. Its message is for the user. */
var ImageError = class extends Error {};
/**
* Downscales and re-encodes an image file as WebP and returns it as a data URL.
* @throws ImageError when the file is not an image or cannot be made small enough.
*/
async function prepareImage(file, preset) {
	if (!file.type.startsWith("image/")) throw new ImageError(accountMessages.imageInvalid);
	let dataUrl;
	try {
		const compressed = await imageCompression(file, {
			maxSizeMB: preset.maxSizeMB,
			maxWidthOrHeight: preset.maxSide,
			fileType: "image/webp",
			initialQuality: .8,
			useWebWorker: false
		});
		dataUrl = await imageCompression.getDataUrlFromFile(compressed);
	} catch {
		throw new ImageError(accountMessages.imageInvalid);
	}
	if (dataUrl.length > 48e4) throw new ImageError(accountMessages.imageTooLarge);
	return dataUrl;
}
// src/components/ui/image-upload.tsx
/**
* An image file field with preview: accepts image files only, downscales and re-encodes the
* picture in the browser before handing it on (docs/product/decisions.md), and reports problems inline.
*/
function ImageUpload({ label, value, onChange, preset, error, shape = "square", className }) {
	const id = useId();
	const [busy, setBusy] = useState(false);
	const [localError, setLocalError] = useState(null);
	const message = localError ?? error;
	async function handleChange(event) {
		const file = event.target.files?.[0];
		event.target.value = "";
		if (!file) return;
		setBusy(true);
		setLocalError(null);
		try {
			onChange(await prepareImage(file, preset));
		} catch (caught) {
			setLocalError(caught instanceof ImageError ? caught.message : String(caught));
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ jsxs("div", {
		className: cn("grid gap-2", className),
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "text-sm font-medium",
				children: label
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-center gap-4",
				children: [/* @__PURE__ */ jsx("div", {
					className: cn("flex size-20 shrink-0 items-center justify-center overflow-hidden border bg-muted", shape === "circle" ? "rounded-full" : "rounded-md"),
					children: busy ? /* @__PURE__ */ jsx(Spinner, { label: "Menyiapkan gambar..." }) : value ? /* @__PURE__ */ jsx("img", {
						src: value,
						alt: `Pratinjau ${label}`,
						className: "size-full object-cover",
						width: 80,
						height: 80
					}) : /* @__PURE__ */ jsx(ImageIcon, {
						"aria-hidden": "true",
						className: "size-8 text-muted-foreground"
					})
				}), /* @__PURE__ */ jsx("input", {
					id,
					type: "file",
					accept: IMAGE_ACCEPT,
					onChange: handleChange,
					disabled: busy,
					"aria-invalid": message ? true : void 0,
					"aria-describedby": message ? `${id}-error` : `${id}-hint`,
					className: "block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium file:text-secondary-foreground"
				})]
			}),
			message ? /* @__PURE__ */ jsx("p", {
				id: `${id}-error`,
				role: "alert",
				className: "text-sm text-destructive",
				children: message
			}) : /* @__PURE__ */ jsx("p", {
				id: `${id}-hint`,
				className: "text-sm text-muted-foreground",
				children: "JPG, PNG, WebP, GIF, atau AVIF. Gambar diperkecil otomatis sebelum disimpan."
			})
		]
	});
}
export { AVATAR_IMAGE as n, PRODUCT_IMAGE as r, ImageUpload as t };
