import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ old: NonNullable<unknown>, new: NonNullable<unknown>, competition: NonNullable<unknown> }} Notify_Overtaken_MovedInputs */

const en_notify_overtaken_moved = /** @type {(inputs: Notify_Overtaken_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your entry went from #${i?.old} to #${i?.new} in the standings of ${i?.competition}.`)
};

const es_notify_overtaken_moved = /** @type {(inputs: Notify_Overtaken_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu inscripción ha pasado del puesto ${i?.old} al ${i?.new} en la clasificación de ${i?.competition}.`)
};

const fr_notify_overtaken_moved = /** @type {(inputs: Notify_Overtaken_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre inscription est passée de la ${i?.old}e à la ${i?.new}e place du classement de ${i?.competition}.`)
};

const it_notify_overtaken_moved = /** @type {(inputs: Notify_Overtaken_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La tua iscrizione è passata dal ${i?.old}º al ${i?.new}º posto nella classifica di ${i?.competition}.`)
};

const pt_notify_overtaken_moved = /** @type {(inputs: Notify_Overtaken_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A sua inscrição passou do ${i?.old}.º para o ${i?.new}.º lugar na classificação de ${i?.competition}.`)
};

const el_notify_overtaken_moved = /** @type {(inputs: Notify_Overtaken_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η συμμετοχή σας έπεσε από τη θέση ${i?.old} στη θέση ${i?.new} στην κατάταξη του αγώνα ${i?.competition}.`)
};

const hr_notify_overtaken_moved = /** @type {(inputs: Notify_Overtaken_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vaša prijava pala je s ${i?.old}. na ${i?.new}. mjesto poretka natjecanja ${i?.competition}.`)
};

/**
* | output |
* | --- |
* | "Your entry went from #{old} to #{new} in the standings of {competition}." |
*
* @param {Notify_Overtaken_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_overtaken_moved = /** @type {((inputs: Notify_Overtaken_MovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Overtaken_MovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_overtaken_moved(inputs)
	if (locale === "fr") return fr_notify_overtaken_moved(inputs)
	if (locale === "it") return it_notify_overtaken_moved(inputs)
	if (locale === "pt") return pt_notify_overtaken_moved(inputs)
	if (locale === "el") return el_notify_overtaken_moved(inputs)
	if (locale === "hr") return hr_notify_overtaken_moved(inputs)
	return en_notify_overtaken_moved(inputs)
});