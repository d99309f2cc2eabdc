import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scope_Webhooks_WriteInputs */

const en_scope_webhooks_write = /** @type {(inputs: Scope_Webhooks_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create and manage your webhook endpoints`)
};

const es_scope_webhooks_write = /** @type {(inputs: Scope_Webhooks_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear y gestionar tus endpoints de webhook`)
};

const fr_scope_webhooks_write = /** @type {(inputs: Scope_Webhooks_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer et gérer vos points de terminaison webhook`)
};

const it_scope_webhooks_write = /** @type {(inputs: Scope_Webhooks_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creare e gestire i tuoi endpoint webhook`)
};

const pt_scope_webhooks_write = /** @type {(inputs: Scope_Webhooks_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar e gerenciar seus endpoints de webhook`)
};

const el_scope_webhooks_write = /** @type {(inputs: Scope_Webhooks_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να δημιουργεί και να διαχειρίζεται τα endpoints webhook σας`)
};

const hr_scope_webhooks_write = /** @type {(inputs: Scope_Webhooks_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izrađivati i upravljati vašim webhook krajnjim točkama`)
};

/**
* | output |
* | --- |
* | "Create and manage your webhook endpoints" |
*
* @param {Scope_Webhooks_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_webhooks_write = /** @type {((inputs?: Scope_Webhooks_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Webhooks_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_scope_webhooks_write(inputs)
	if (locale === "fr") return fr_scope_webhooks_write(inputs)
	if (locale === "it") return it_scope_webhooks_write(inputs)
	if (locale === "pt") return pt_scope_webhooks_write(inputs)
	if (locale === "el") return el_scope_webhooks_write(inputs)
	if (locale === "hr") return hr_scope_webhooks_write(inputs)
	return en_scope_webhooks_write(inputs)
});