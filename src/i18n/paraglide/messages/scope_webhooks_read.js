import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scope_Webhooks_ReadInputs */

const en_scope_webhooks_read = /** @type {(inputs: Scope_Webhooks_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your webhook endpoints and deliveries`)
};

const es_scope_webhooks_read = /** @type {(inputs: Scope_Webhooks_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver tus endpoints de webhook y sus entregas`)
};

const fr_scope_webhooks_read = /** @type {(inputs: Scope_Webhooks_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir vos points de terminaison webhook et leurs envois`)
};

const it_scope_webhooks_read = /** @type {(inputs: Scope_Webhooks_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedere i tuoi endpoint webhook e le consegne`)
};

const pt_scope_webhooks_read = /** @type {(inputs: Scope_Webhooks_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver seus endpoints de webhook e as entregas`)
};

const el_scope_webhooks_read = /** @type {(inputs: Scope_Webhooks_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να βλέπει τα endpoints webhook σας και τις αποστολές τους`)
};

const hr_scope_webhooks_read = /** @type {(inputs: Scope_Webhooks_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vidjeti vaše webhook krajnje točke i isporuke`)
};

/**
* | output |
* | --- |
* | "See your webhook endpoints and deliveries" |
*
* @param {Scope_Webhooks_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_webhooks_read = /** @type {((inputs?: Scope_Webhooks_ReadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Webhooks_ReadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_scope_webhooks_read(inputs)
	if (locale === "fr") return fr_scope_webhooks_read(inputs)
	if (locale === "it") return it_scope_webhooks_read(inputs)
	if (locale === "pt") return pt_scope_webhooks_read(inputs)
	if (locale === "el") return el_scope_webhooks_read(inputs)
	if (locale === "hr") return hr_scope_webhooks_read(inputs)
	return en_scope_webhooks_read(inputs)
});