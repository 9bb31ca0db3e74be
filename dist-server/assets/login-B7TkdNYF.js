import { a as CardHeader, n as CardContent, r as CardDescription, t as Card } from "./card-PLQmjBZq.js";
import { i as useCurrentUser } from "./react-CEzJk9tn.js";
import { n as LoginForm } from "./auth-DM5ubdPM.js";
import { n as homeFor, t as canAccess } from "../entry-server.js";
import { Link, useLocation, useNavigate } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/public/login.tsx
/**
* /login (spec section 2; docs/product/decisions.md "Access"): the login form. After login the user returns
* to the page the role guard refused (router state `from`) when their role may open it;
* otherwise an admin goes to /admin and anyone else to /. A signed-in user still sees the form,
* with a note saying who is signed in.
*/
function Component() {
	const location = useLocation();
	const navigate = useNavigate();
	const { data: currentUser } = useCurrentUser();
	const from = location.state?.from;
	const afterLogin = (user) => {
		if (from && canAccess(user.role, from.pathname)) navigate(`${from.pathname}${from.search ?? ""}${from.hash ?? ""}`, { replace: true });
		else navigate(homeFor(user.role), { replace: true });
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16",
		children: [/* @__PURE__ */ jsx("title", { children: "Masuk — Seulanga" }), /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx("h1", {
			className: "text-2xl font-bold tracking-tight",
			children: "Masuk"
		}), /* @__PURE__ */ jsx(CardDescription, { children: "Masuk ke akun Anda untuk berbelanja dan melacak pesanan." })] }), /* @__PURE__ */ jsxs(CardContent, {
			className: "grid gap-4",
			children: [
				currentUser && /* @__PURE__ */ jsxs("p", {
					className: "rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground",
					children: [
						"Anda sudah masuk sebagai ",
						/* @__PURE__ */ jsx("strong", { children: currentUser.username }),
						". Masuk lagi untuk berganti akun."
					]
				}),
				/* @__PURE__ */ jsx(LoginForm, { onSuccess: afterLogin }),
				/* @__PURE__ */ jsxs("p", {
					className: "text-center text-sm text-muted-foreground",
					children: [
						"Belum punya akun?",
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: "/register",
							className: "font-medium text-primary underline underline-offset-4",
							children: "Daftar sekarang"
						})
					]
				})
			]
		})] })]
	});
}
export { Component };
