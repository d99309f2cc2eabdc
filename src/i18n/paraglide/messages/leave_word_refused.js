import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ word: NonNullable<unknown> }} Leave_Word_RefusedInputs */

const en_leave_word_refused = /** @type {(inputs: Leave_Word_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That is not “${i?.word}”: type the word to go on.`)
};

const es_leave_word_refused = /** @type {(inputs: Leave_Word_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No es «${i?.word}»: escribe la palabra para continuar.`)
};

const fr_leave_word_refused = /** @type {(inputs: Leave_Word_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce n’est pas « ${i?.word} » : tapez le mot pour continuer.`)
};

const it_leave_word_refused = /** @type {(inputs: Leave_Word_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non è «${i?.word}»: scrivi la parola per continuare.`)
};

const pt_leave_word_refused = /** @type {(inputs: Leave_Word_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não é "${i?.word}": escreva a palavra para continuar.`)
};

const el_leave_word_refused = /** @type {(inputs: Leave_Word_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν είναι «${i?.word}»: πληκτρολογήστε τη λέξη για να συνεχίσετε.`)
};

const hr_leave_word_refused = /** @type {(inputs: Leave_Word_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To nije „${i?.word}”: upišite riječ za nastavak.`)
};

/**
* | output |
* | --- |
* | "That is not “{word}”: type the word to go on." |
*
* @param {Leave_Word_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_word_refused = /** @type {((inputs: Leave_Word_RefusedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Word_RefusedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_word_refused(inputs)
	if (locale === "fr") return fr_leave_word_refused(inputs)
	if (locale === "it") return it_leave_word_refused(inputs)
	if (locale === "pt") return pt_leave_word_refused(inputs)
	if (locale === "el") return el_leave_word_refused(inputs)
	if (locale === "hr") return hr_leave_word_refused(inputs)
	return en_leave_word_refused(inputs)
});