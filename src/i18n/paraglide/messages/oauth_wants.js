import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ app: NonNullable<unknown>, person: NonNullable<unknown>, email: NonNullable<unknown> }} Oauth_WantsInputs */

const en_oauth_wants = /** @type {(inputs: Oauth_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} wants to use your catchd account, ${i?.person} (${i?.email}). If you allow it, it will be able to:`)
};

const es_oauth_wants = /** @type {(inputs: Oauth_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} quiere usar tu cuenta de catchd, ${i?.person} (${i?.email}). Si le das permiso, podrá:`)
};

const fr_oauth_wants = /** @type {(inputs: Oauth_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} souhaite utiliser votre compte catchd, ${i?.person} (${i?.email}). Si vous l’autorisez, elle pourra :`)
};

const it_oauth_wants = /** @type {(inputs: Oauth_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} vuole usare il tuo account catchd, ${i?.person} (${i?.email}). Se glielo consenti, potrà:`)
};

const pt_oauth_wants = /** @type {(inputs: Oauth_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} quer usar sua conta do catchd, ${i?.person} (${i?.email}). Se permitir, poderá:`)
};

const el_oauth_wants = /** @type {(inputs: Oauth_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η ${i?.app} θέλει να χρησιμοποιήσει τον λογαριασμό σας στο catchd, ${i?.person} (${i?.email}). Αν το επιτρέψετε, θα μπορεί να:`)
};

const hr_oauth_wants = /** @type {(inputs: Oauth_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} želi koristiti vaš račun na catchd, ${i?.person} (${i?.email}). Ako to dopustite, moći će:`)
};

/**
* | output |
* | --- |
* | "{app} wants to use your catchd account, {person} ({email}). If you allow it, it will be able to:" |
*
* @param {Oauth_WantsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_wants = /** @type {((inputs: Oauth_WantsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_WantsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_wants(inputs)
	if (locale === "fr") return fr_oauth_wants(inputs)
	if (locale === "it") return it_oauth_wants(inputs)
	if (locale === "pt") return pt_oauth_wants(inputs)
	if (locale === "el") return el_oauth_wants(inputs)
	if (locale === "hr") return hr_oauth_wants(inputs)
	return en_oauth_wants(inputs)
});