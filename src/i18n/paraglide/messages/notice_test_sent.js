import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Test_SentInputs */

const en_notice_test_sent = /** @type {(inputs: Notice_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A test event is on its way.`)
};

const es_notice_test_sent = /** @type {(inputs: Notice_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un evento de prueba va en camino.`)
};

const fr_notice_test_sent = /** @type {(inputs: Notice_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un événement de test est en route.`)
};

const it_notice_test_sent = /** @type {(inputs: Notice_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un evento di prova è in arrivo.`)
};

const pt_notice_test_sent = /** @type {(inputs: Notice_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um evento de teste está a caminho.`)
};

const el_notice_test_sent = /** @type {(inputs: Notice_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένα δοκιμαστικό συμβάν είναι καθ’ οδόν.`)
};

const hr_notice_test_sent = /** @type {(inputs: Notice_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probni događaj je na putu.`)
};

/**
* | output |
* | --- |
* | "A test event is on its way." |
*
* @param {Notice_Test_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_test_sent = /** @type {((inputs?: Notice_Test_SentInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Test_SentInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_test_sent(inputs)
	if (locale === "fr") return fr_notice_test_sent(inputs)
	if (locale === "it") return it_notice_test_sent(inputs)
	if (locale === "pt") return pt_notice_test_sent(inputs)
	if (locale === "el") return el_notice_test_sent(inputs)
	if (locale === "hr") return hr_notice_test_sent(inputs)
	return en_notice_test_sent(inputs)
});