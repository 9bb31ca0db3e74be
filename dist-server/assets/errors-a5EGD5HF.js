import { i as messages } from "./messages-CBdMQSHl.js";
// src/data/errors.ts
/**
* Errors the data layer throws. Each carries a user-facing Indonesian message (the catalogue's)
* so screens can show `error.message` as it is.
*/
/** Base class: an expected failure whose message can be shown to the user. */
var DataError = class extends Error {
	constructor(message) {
		super(message);
		this.name = new.target.name;
	}
};
/** The caller is not signed in, or their role does not allow the action. */
var PermissionError = class extends DataError {};
/** Input failed validation; `fieldErrors` maps a field name to its message. */
var ValidationError = class extends DataError {
	fieldErrors;
	constructor(message, fieldErrors = {}) {
		super(message);
		this.fieldErrors = fieldErrors;
	}
};
/** A record that the action needs does not exist. */
var NotFoundError = class extends DataError {};
/** Returns a message fit to show for any thrown value. */
function errorMessage(error) {
	if (error instanceof Error && error.message) return error.message;
	return messages.generic.unexpected;
}
export { errorMessage as a, ValidationError as i, NotFoundError as n, PermissionError as r, DataError as t };
