import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, quickstart: NonNullable<unknown> }} Dev_Read_DocsInputs */

const en_dev_read_docs = /** @type {(inputs: Dev_Read_DocsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read the ${i?.reference} and the ${i?.quickstart}.`)
};

const es_dev_read_docs = /** @type {(inputs: Dev_Read_DocsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consulta la ${i?.reference} y la ${i?.quickstart}.`)
};

const fr_dev_read_docs = /** @type {(inputs: Dev_Read_DocsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consultez la ${i?.reference} et le ${i?.quickstart}.`)
};

const it_dev_read_docs = /** @type {(inputs: Dev_Read_DocsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leggi il ${i?.reference} e la ${i?.quickstart}.`)
};

const pt_dev_read_docs = /** @type {(inputs: Dev_Read_DocsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leia a ${i?.reference} e o ${i?.quickstart}.`)
};

const el_dev_read_docs = /** @type {(inputs: Dev_Read_DocsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Διαβάστε την ${i?.reference} και τον ${i?.quickstart}.`)
};

const hr_dev_read_docs = /** @type {(inputs: Dev_Read_DocsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pročitajte ${i?.reference} i ${i?.quickstart}.`)
};

/**
* | output |
* | --- |
* | "Read the {reference} and the {quickstart}." |
*
* @param {Dev_Read_DocsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_read_docs = /** @type {((inputs: Dev_Read_DocsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Read_DocsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_read_docs(inputs)
	if (locale === "fr") return fr_dev_read_docs(inputs)
	if (locale === "it") return it_dev_read_docs(inputs)
	if (locale === "pt") return pt_dev_read_docs(inputs)
	if (locale === "el") return el_dev_read_docs(inputs)
	if (locale === "hr") return hr_dev_read_docs(inputs)
	return en_dev_read_docs(inputs)
});