import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ keys: NonNullable<unknown>, apps: NonNullable<unknown> }} Reset_KeptInputs */

const en_reset_kept = /** @type {(inputs: Reset_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These still work without the password. Once signed in, revoke any you did not make on ${i?.keys} and ${i?.apps}.`)
};

const es_reset_kept = /** @type {(inputs: Reset_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estas siguen funcionando sin la contraseña. Cuando entres, anula las que no hayas creado tú en ${i?.keys} y ${i?.apps}.`)
};

const fr_reset_kept = /** @type {(inputs: Reset_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Celles-ci fonctionnent toujours sans le mot de passe. Une fois connecté, révoquez celles que vous n’avez pas créées dans ${i?.keys} et ${i?.apps}.`)
};

const it_reset_kept = /** @type {(inputs: Reset_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Queste funzionano ancora senza la password. Dopo l’accesso, revoca quelle che non hai creato tu in ${i?.keys} e ${i?.apps}.`)
};

const pt_reset_kept = /** @type {(inputs: Reset_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estas continuam a funcionar sem a senha. Depois de entrar, revogue as que não criou em ${i?.keys} e ${i?.apps}.`)
};

const el_reset_kept = /** @type {(inputs: Reset_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αυτά λειτουργούν ακόμη χωρίς τον κωδικό. Μόλις συνδεθείτε, ανακαλέστε όσα δεν δημιουργήσατε εσείς στα ${i?.keys} και στις ${i?.apps}.`)
};

const hr_reset_kept = /** @type {(inputs: Reset_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ovo i dalje radi bez lozinke. Nakon prijave opozovite sve što niste vi napravili u ${i?.keys} i ${i?.apps}.`)
};

/**
* | output |
* | --- |
* | "These still work without the password. Once signed in, revoke any you did not make on {keys} and {apps}." |
*
* @param {Reset_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_kept = /** @type {((inputs: Reset_KeptInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_KeptInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_kept(inputs)
	if (locale === "fr") return fr_reset_kept(inputs)
	if (locale === "it") return it_reset_kept(inputs)
	if (locale === "pt") return pt_reset_kept(inputs)
	if (locale === "el") return el_reset_kept(inputs)
	if (locale === "hr") return hr_reset_kept(inputs)
	return en_reset_kept(inputs)
});