import { t as toast } from "./toast-CwcNL7rU.js";
import { a as errorMessage, i as ValidationError } from "./errors-a5EGD5HF.js";
import { i as messages } from "./messages-CBdMQSHl.js";
import { p as reviewInputSchema, r as MAX_TEXT_LENGTH } from "./validation-D8L1HcKr.js";
import { g as Button } from "../entry-server.js";
import { a as FormItem, i as FormField, n as FormControl, o as FormLabel, r as FormDescription, t as Form } from "./form-CoWxKEiG.js";
import { t as Textarea } from "./textarea-DXTQh0JJ.js";
import { t as cn } from "./utils-CmjGWNWk.js";
import { l as useShopData } from "./react-CEzJk9tn.js";
import { useId } from "react";
import { useMutation } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
import { StarIcon } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
// src/features/product/api/use-add-review.ts
/**
* Adds a review by the signed-in buyer (spec section 5). Throws a ValidationError (with
* `fieldErrors`) for bad input and a PermissionError without a buyer session.
*/
function useAddReview() {
	const data = useShopData();
	return useMutation({ mutationFn: (input) => data.reviews.add(input) });
}
// src/features/product/components/rating-input.tsx
var RATINGS = [
	1,
	2,
	3,
	4,
	5
];
/**
* The review form's `Rating` radio group (docs/product/ui-names.md): five real radio inputs named `1 bintang`
* … `5 bintang`, operable with the arrow keys like any radio group, shown as star chips.
*/
function RatingInput({ value, onChange, onBlur, name, inputRef, invalid, describedBy, disabled }) {
	const id = useId();
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-2",
		children: [/* @__PURE__ */ jsx("span", {
			id: `${id}-label`,
			className: "text-sm leading-none font-medium",
			children: "Rating"
		}), /* @__PURE__ */ jsx("div", {
			role: "radiogroup",
			"aria-labelledby": `${id}-label`,
			"aria-invalid": invalid || void 0,
			"aria-describedby": describedBy,
			className: "flex flex-wrap gap-2",
			children: RATINGS.map((rating) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("input", {
				ref: rating === 1 ? inputRef : void 0,
				type: "radio",
				id: `${id}-${rating}`,
				name,
				value: rating,
				checked: value === rating,
				onChange: () => onChange(rating),
				onBlur,
				disabled,
				className: "peer sr-only"
			}), /* @__PURE__ */ jsxs("label", {
				htmlFor: `${id}-${rating}`,
				className: cn("inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-md border border-input bg-background px-3 text-sm font-medium shadow-xs transition-colors select-none hover:bg-accent hover:text-accent-foreground", "peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground", "peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background", "peer-disabled:cursor-not-allowed peer-disabled:opacity-50", invalid && "border-destructive"),
				children: [
					/* @__PURE__ */ jsx(StarIcon, {
						"aria-hidden": "true",
						className: cn("size-4", value !== void 0 && rating <= value ? "fill-current" : "")
					}),
					rating,
					" bintang"
				]
			})] }, rating))
		})]
	});
}
// src/features/product/components/review-form.tsx
/**
* The review form for a signed-in buyer (spec section 5; docs/product/ui-names.md): radio group `Rating`
* (1–5), text area `Ulasan` (at most 2,000 characters, with a counter), button `Kirim Ulasan`.
* A missing rating or text shows 'Silakan isi ulasan dan rating.' once, inline; success shows
* 'Ulasan Anda berhasil dikirim!' and empties the form.
*/
function ReviewForm({ productId }) {
	const id = useId();
	const errorId = `${id}-error`;
	const addReview = useAddReview();
	const form = useForm({
		resolver: zodResolver(reviewInputSchema),
		defaultValues: {
			productId,
			text: ""
		}
	});
	const text = useWatch({
		control: form.control,
		name: "text"
	}) ?? "";
	const { errors } = form.formState;
	const errorMessages = [.../* @__PURE__ */ new Set([
		errors.rating?.message,
		errors.text?.message,
		errors.root?.message
	])].filter((message) => Boolean(message));
	const onSubmit = form.handleSubmit((values) => addReview.mutateAsync(values).then(() => {
		toast.success(messages.review.success);
		form.reset({
			productId,
			text: ""
		});
	}, (error) => {
		if (error instanceof ValidationError && Object.keys(error.fieldErrors).length > 0) for (const [field, message] of Object.entries(error.fieldErrors)) form.setError(field === "rating" || field === "text" ? field : "root", { message });
		else toast.error(errorMessage(error));
	}));
	return /* @__PURE__ */ jsx(Form, {
		...form,
		children: /* @__PURE__ */ jsxs("form", {
			onSubmit,
			noValidate: true,
			className: "grid gap-4 rounded-lg border bg-card p-4 sm:p-6",
			children: [
				/* @__PURE__ */ jsx("h3", {
					className: "text-lg font-semibold",
					children: "Tulis Ulasan"
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "rating",
					render: ({ field, fieldState }) => /* @__PURE__ */ jsx(RatingInput, {
						name: field.name,
						value: field.value,
						onChange: field.onChange,
						onBlur: field.onBlur,
						inputRef: field.ref,
						invalid: fieldState.invalid,
						describedBy: fieldState.invalid ? errorId : void 0,
						disabled: addReview.isPending
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "text",
					render: ({ field, fieldState }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Ulasan" }),
						/* @__PURE__ */ jsx(FormControl, {
							"aria-describedby": cn(`${id}-counter`, fieldState.invalid && errorId),
							children: /* @__PURE__ */ jsx(Textarea, {
								...field,
								rows: 4,
								maxLength: MAX_TEXT_LENGTH,
								placeholder: "Bagaimana pengalaman Anda dengan produk ini?",
								disabled: addReview.isPending
							})
						}),
						/* @__PURE__ */ jsxs(FormDescription, {
							id: `${id}-counter`,
							className: "text-right",
							children: [
								text.length.toLocaleString("id-ID"),
								"/",
								MAX_TEXT_LENGTH.toLocaleString("id-ID"),
								" ",
								"karakter"
							]
						})
					] })
				}),
				errorMessages.length > 0 && /* @__PURE__ */ jsx("p", {
					id: errorId,
					role: "alert",
					className: "text-sm font-medium text-destructive",
					children: errorMessages.join(" ")
				}),
				/* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: addReview.isPending,
					className: "w-full sm:w-auto sm:justify-self-start",
					children: "Kirim Ulasan"
				})
			]
		})
	});
}
export { ReviewForm };
