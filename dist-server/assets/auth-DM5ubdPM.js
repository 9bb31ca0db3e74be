import { t as toast } from "./toast-CwcNL7rU.js";
import { a as FormItem, i as FormField, n as FormControl, o as FormLabel, s as FormMessage, t as Form } from "./form-CoWxKEiG.js";
import { t as Input } from "./input-BOyCJGaI.js";
import { i as ValidationError, t as DataError } from "./errors-a5EGD5HF.js";
import { i as messages } from "./messages-CBdMQSHl.js";
import { f as registerInputSchema, s as loginInputSchema } from "./validation-D8L1HcKr.js";
import { c as useSessionSync, l as useShopData } from "./react-CEzJk9tn.js";
import { t as PendingButton } from "./pending-button-FrVOsYBk.js";
import "../entry-server.js";
import { useMutation } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
// src/features/auth/api/use-login.ts
/**
* Signs a user in through `data.auth.login` (spec section 5, "Login").
*
* @returns A TanStack mutation: `mutate({ username, password })` resolves with the
*   {@link SessionUser}; it rejects with a `ValidationError` ('Username atau password salah.')
*   on wrong credentials. It resolves only once the query cache shows the new session
*   ({@link useSessionSync}), so the page opened next reads the signed-in user.
*/
function useLogin() {
	const data = useShopData();
	const syncSession = useSessionSync();
	return useMutation({ mutationFn: async ({ username, password }) => {
		const user = await data.auth.login(username, password);
		await syncSession();
		return user;
	} });
}
// src/features/auth/components/submit-button.tsx
/**
* A form's full-width submit button that shows a spinner and is disabled while `pending`
* (password hashing takes about half a second). Its accessible name stays `children`.
*/
function SubmitButton({ pending, children }) {
	return /* @__PURE__ */ jsx(PendingButton, {
		type: "submit",
		className: "w-full",
		pending,
		children
	});
}
// src/features/auth/components/login-form.tsx
/**
* The login form (spec section 5, "Login"; docs/product/ui-names.md "Auth"): fields `Username` and
* `Password`, button `Masuk`. Wrong credentials show 'Username atau password salah.' inline and a
* toast with the error (or 'Login gagal. Periksa username dan password Anda.'). A welcome toast
* follows a successful login.
*/
function LoginForm({ onSuccess }) {
	const login = useLogin();
	const form = useForm({
		resolver: zodResolver(loginInputSchema),
		defaultValues: {
			username: "",
			password: ""
		}
	});
	const formError = form.formState.errors.root?.message;
	const submit = form.handleSubmit((values) => login.mutateAsync(values).then((user) => {
		toast.success(messages.auth.loginSuccess(user.username));
		onSuccess(user);
	}, (error) => {
		if (error instanceof ValidationError) form.setError("root", { message: messages.auth.loginInvalid });
		toast.error(error instanceof DataError && error.message ? error.message : messages.auth.loginFailed);
	}));
	return /* @__PURE__ */ jsx(Form, {
		...form,
		children: /* @__PURE__ */ jsxs("form", {
			noValidate: true,
			onSubmit: submit,
			className: "grid gap-4",
			"aria-label": "Formulir masuk",
			children: [
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "username",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Username" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
							autoComplete: "username",
							autoCapitalize: "none",
							spellCheck: false,
							...field
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "password",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Password" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
							type: "password",
							autoComplete: "current-password",
							...field
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				formError && /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "text-sm font-medium text-destructive",
					children: formError
				}),
				/* @__PURE__ */ jsx(SubmitButton, {
					pending: login.isPending,
					children: "Masuk"
				})
			]
		})
	});
}
// src/features/auth/api/use-register.ts
/**
* Creates a buyer account through `data.auth.register` (spec section 5, "Registration").
*
* @returns A TanStack mutation: `mutate({ username, email, password })` resolves with the new
*   {@link SessionUser} (not signed in); it rejects with a `ValidationError` whose `fieldErrors`
*   name the failing field ('Username sudah digunakan.', 'Email sudah digunakan.', ...).
*/
function useRegister() {
	const data = useShopData();
	const syncSession = useSessionSync();
	return useMutation({ mutationFn: async (input) => {
		const user = await data.auth.register(input);
		await syncSession();
		return user;
	} });
}
// src/features/auth/components/register-form.tsx
var FIELDS = [
	"username",
	"email",
	"password"
];
/**
* The registration form (spec section 5, "Registration"; docs/product/ui-names.md "Auth"): fields `Username`,
* `Email`, `Password`, button `Daftar`. Input rules come from `registerInputSchema`; a taken
* username or e-mail ('Username sudah digunakan.' / 'Email sudah digunakan.') is shown on its field
* and as a toast. Success toasts 'Registrasi berhasil! Silakan login.'; any other failure toasts
* the error or 'Registrasi gagal. Silakan coba lagi.'.
*/
function RegisterForm({ onSuccess }) {
	const register = useRegister();
	const form = useForm({
		resolver: zodResolver(registerInputSchema),
		defaultValues: {
			username: "",
			email: "",
			password: ""
		}
	});
	const submit = form.handleSubmit((values) => register.mutateAsync(values).then(() => {
		toast.success(messages.auth.registerSuccess);
		onSuccess();
	}, (error) => {
		if (error instanceof ValidationError) {
			let focused = false;
			for (const field of FIELDS) {
				const message = error.fieldErrors[field];
				if (!message) continue;
				form.setError(field, { message }, { shouldFocus: !focused });
				focused = true;
			}
		}
		toast.error(error instanceof DataError && error.message ? error.message : messages.auth.registerFailed);
	}));
	return /* @__PURE__ */ jsx(Form, {
		...form,
		children: /* @__PURE__ */ jsxs("form", {
			noValidate: true,
			onSubmit: submit,
			className: "grid gap-4",
			"aria-label": "Formulir pendaftaran",
			children: [
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "username",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Username" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
							autoComplete: "username",
							autoCapitalize: "none",
							spellCheck: false,
							...field
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "email",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Email" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
							type: "email",
							autoComplete: "email",
							inputMode: "email",
							...field
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				/* @__PURE__ */ jsx(FormField, {
					control: form.control,
					name: "password",
					render: ({ field }) => /* @__PURE__ */ jsxs(FormItem, { children: [
						/* @__PURE__ */ jsx(FormLabel, { children: "Password" }),
						/* @__PURE__ */ jsx(FormControl, { children: /* @__PURE__ */ jsx(Input, {
							type: "password",
							autoComplete: "new-password",
							...field
						}) }),
						/* @__PURE__ */ jsx(FormMessage, {})
					] })
				}),
				/* @__PURE__ */ jsx(SubmitButton, {
					pending: register.isPending,
					children: "Daftar"
				})
			]
		})
	});
}
export { LoginForm as n, RegisterForm as t };
