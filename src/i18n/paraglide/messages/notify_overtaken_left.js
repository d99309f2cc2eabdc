import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ competition: NonNullable<unknown>, old: NonNullable<unknown> }} Notify_Overtaken_LeftInputs */

const en_notify_overtaken_left = /** @type {(inputs: Notify_Overtaken_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your entry left the top 10 of ${i?.competition} (it was #${i?.old}).`)
};

const es_notify_overtaken_left = /** @type {(inputs: Notify_Overtaken_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu inscripción ha salido del top 10 de ${i?.competition} (estaba en el puesto ${i?.old}).`)
};

const fr_notify_overtaken_left = /** @type {(inputs: Notify_Overtaken_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre inscription est sortie du top 10 de ${i?.competition} (elle était ${i?.old}e).`)
};

const it_notify_overtaken_left = /** @type {(inputs: Notify_Overtaken_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La tua iscrizione è uscita dalla top 10 di ${i?.competition} (era ${i?.old}ª).`)
};

const pt_notify_overtaken_left = /** @type {(inputs: Notify_Overtaken_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A sua inscrição saiu do top 10 de ${i?.competition} (estava em ${i?.old}.º).`)
};

const el_notify_overtaken_left = /** @type {(inputs: Notify_Overtaken_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η συμμετοχή σας βγήκε από την πρώτη δεκάδα του αγώνα ${i?.competition} (ήταν στη θέση ${i?.old}).`)
};

const hr_notify_overtaken_left = /** @type {(inputs: Notify_Overtaken_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vaša prijava ispala je iz prvih 10 natjecanja ${i?.competition} (bila je ${i?.old}.).`)
};

/**
* | output |
* | --- |
* | "Your entry left the top 10 of {competition} (it was #{old})." |
*
* @param {Notify_Overtaken_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_overtaken_left = /** @type {((inputs: Notify_Overtaken_LeftInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Overtaken_LeftInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_overtaken_left(inputs)
	if (locale === "fr") return fr_notify_overtaken_left(inputs)
	if (locale === "it") return it_notify_overtaken_left(inputs)
	if (locale === "pt") return pt_notify_overtaken_left(inputs)
	if (locale === "el") return el_notify_overtaken_left(inputs)
	if (locale === "hr") return hr_notify_overtaken_left(inputs)
	return en_notify_overtaken_left(inputs)
});