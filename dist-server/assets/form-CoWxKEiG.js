import { t as cn } from "./utils-CmjGWNWk.js";
import { t as Label$1 } from "./label-DAK8_zUG.js";
import * as React from "react";
import { jsx } from "react/jsx-runtime";
import { Slot } from "radix-ui";
import { Controller, FormProvider, useFormContext, useFormState } from "react-hook-form";
// src/components/ui/form.tsx
/** Set by `FormField`; read by {@link useFormField}. */
var FormFieldContext = React.createContext(null);
/** Set by `FormItem`; read by {@link useFormField}. */
var FormItemContext = React.createContext(null);
/**
* The state and element ids of the enclosing form field, as the shadcn `Form` parts use them.
*
* @returns The field `name`, the `FormItem`'s `id`, the ids `formItemId` (the control),
*   `formDescriptionId` and `formMessageId`, and react-hook-form's field state (`error`,
*   `invalid`, `isDirty`, `isTouched`, `isValidating`).
* @throws Error when called outside a `FormField` inside a `FormItem` inside a `Form`.
*/
function useFormField() {
	const fieldContext = React.useContext(FormFieldContext);
	const itemContext = React.useContext(FormItemContext);
	const { getFieldState } = useFormContext();
	const formState = useFormState({ name: fieldContext?.name });
	if (!fieldContext) throw new Error("useFormField must be used within <FormField>");
	if (!itemContext) throw new Error("useFormField must be used within <FormItem>");
	const fieldState = getFieldState(fieldContext.name, formState);
	const { id } = itemContext;
	return {
		id,
		name: fieldContext.name,
		formItemId: `${id}-form-item`,
		formDescriptionId: `${id}-form-item-description`,
		formMessageId: `${id}-form-item-message`,
		...fieldState
	};
}
/**
* Provides a react-hook-form `useForm()` result to the parts below (react-hook-form's
* `FormProvider`): `<Form {...form}><form onSubmit={form.handleSubmit(onSubmit)}>...`.
*/
var Form = FormProvider;
/**
* One controlled field (react-hook-form `Controller`); its `render` returns a {@link FormItem}.
* Typed by the form's values: `name` must be a path of them.
*/
function FormField(props) {
	return /* @__PURE__ */ jsx(FormFieldContext.Provider, {
		value: { name: props.name },
		children: /* @__PURE__ */ jsx(Controller, { ...props })
	});
}
/** Wraps a field's label, control, description and message, and generates their ids. */
function FormItem({ className, ...props }) {
	const id = React.useId();
	return /* @__PURE__ */ jsx(FormItemContext.Provider, {
		value: { id },
		children: /* @__PURE__ */ jsx("div", {
			"data-slot": "form-item",
			className: cn("grid gap-2", className),
			...props
		})
	});
}
/** The field's visible label, linked to the {@link FormControl} by `htmlFor`. */
function FormLabel({ className, ...props }) {
	const { error, formItemId } = useFormField();
	return /* @__PURE__ */ jsx(Label$1, {
		"data-slot": "form-label",
		"data-error": !!error,
		className: cn("data-[error=true]:text-destructive", className),
		htmlFor: formItemId,
		...props
	});
}
/**
* Passes `id`, `aria-describedby` (description, plus message when invalid) and `aria-invalid`
* to its single child, the actual control (`Input`, `Textarea`, `SelectTrigger`, ...).
*/
function FormControl(props) {
	const { error, formItemId, formDescriptionId, formMessageId } = useFormField();
	return /* @__PURE__ */ jsx(Slot.Root, {
		"data-slot": "form-control",
		id: formItemId,
		"aria-describedby": error ? `${formDescriptionId} ${formMessageId}` : formDescriptionId,
		"aria-invalid": !!error,
		...props
	});
}
/** Helper text for the field, read by screen readers via `aria-describedby`. */
function FormDescription({ className, ...props }) {
	const { formDescriptionId } = useFormField();
	return /* @__PURE__ */ jsx("p", {
		"data-slot": "form-description",
		id: formDescriptionId,
		className: cn("text-sm text-muted-foreground", className),
		...props
	});
}
/**
* The field's validation message (the error's `message`, else `children`); renders nothing when
* empty. Linked to the control by `aria-describedby`.
*/
function FormMessage({ className, children, ...props }) {
	const { error, formMessageId } = useFormField();
	const body = error ? String(error.message ?? "") : children;
	if (!body) return null;
	return /* @__PURE__ */ jsx("p", {
		"data-slot": "form-message",
		id: formMessageId,
		className: cn("text-sm text-destructive", className),
		...props,
		children: body
	});
}
export { FormItem as a, FormField as i, FormControl as n, FormLabel as o, FormDescription as r, FormMessage as s, Form as t };
