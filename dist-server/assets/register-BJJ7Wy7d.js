import { a as CardHeader, n as CardContent, r as CardDescription, t as Card } from "./card-PLQmjBZq.js";
import { t as RegisterForm } from "./auth-DM5ubdPM.js";
import { Link, useNavigate } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/public/register.tsx
/**
* /register (spec section 2): the registration form; after success the user goes to /login
* (spec section 2, "After registration").
*/
function Component() {
	const navigate = useNavigate();
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16",
		children: [/* @__PURE__ */ jsx("title", { children: "Daftar Akun — Seulanga" }), /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx("h1", {
			className: "text-2xl font-bold tracking-tight",
			children: "Daftar Akun"
		}), /* @__PURE__ */ jsx(CardDescription, { children: "Buat akun pembeli untuk menyimpan keranjang, memesan, dan melacak pesanan Anda." })] }), /* @__PURE__ */ jsxs(CardContent, {
			className: "grid gap-4",
			children: [/* @__PURE__ */ jsx(RegisterForm, { onSuccess: () => void navigate("/login") }), /* @__PURE__ */ jsxs("p", {
				className: "text-center text-sm text-muted-foreground",
				children: [
					"Sudah punya akun?",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: "/login",
						className: "font-medium text-primary underline underline-offset-4",
						children: "Masuk di sini"
					})
				]
			})]
		})] })]
	});
}
export { Component };
