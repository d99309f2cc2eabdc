import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ destination: NonNullable<unknown> }} Oauth_AfterwardsInputs */

const en_oauth_afterwards = /** @type {(inputs: Oauth_AfterwardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can take this back at any time. Afterwards you go back to ${i?.destination}.`)
};

const es_oauth_afterwards = /** @type {(inputs: Oauth_AfterwardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puedes retirar el permiso cuando quieras. Después volverás a ${i?.destination}.`)
};

const fr_oauth_afterwards = /** @type {(inputs: Oauth_AfterwardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez retirer cette autorisation à tout moment. Vous retournerez ensuite sur ${i?.destination}.`)
};

const it_oauth_afterwards = /** @type {(inputs: Oauth_AfterwardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puoi revocare il permesso in qualsiasi momento. Dopo tornerai su ${i?.destination}.`)
};

const pt_oauth_afterwards = /** @type {(inputs: Oauth_AfterwardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você pode retirar a permissão a qualquer momento. Depois você volta para ${i?.destination}.`)
};

const el_oauth_afterwards = /** @type {(inputs: Oauth_AfterwardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Μπορείτε να το ανακαλέσετε οποιαδήποτε στιγμή. Μετά θα επιστρέψετε στο ${i?.destination}.`)
};

const hr_oauth_afterwards = /** @type {(inputs: Oauth_AfterwardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To možete povući u bilo kojem trenutku. Nakon toga vraćate se na ${i?.destination}.`)
};

/**
* | output |
* | --- |
* | "You can take this back at any time. Afterwards you go back to {destination}." |
*
* @param {Oauth_AfterwardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_afterwards = /** @type {((inputs: Oauth_AfterwardsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_AfterwardsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_afterwards(inputs)
	if (locale === "fr") return fr_oauth_afterwards(inputs)
	if (locale === "it") return it_oauth_afterwards(inputs)
	if (locale === "pt") return pt_oauth_afterwards(inputs)
	if (locale === "el") return el_oauth_afterwards(inputs)
	if (locale === "hr") return hr_oauth_afterwards(inputs)
	return en_oauth_afterwards(inputs)
});