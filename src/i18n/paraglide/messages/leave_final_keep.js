import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Leave_Final_KeepInputs */

const en_leave_final_keep = /** @type {(inputs: Leave_Final_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your catches stay on the boards, under "${i?.name}".`)
};

const es_leave_final_keep = /** @type {(inputs: Leave_Final_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus capturas se quedan en las clasificaciones, como «${i?.name}».`)
};

const fr_leave_final_keep = /** @type {(inputs: Leave_Final_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos prises restent dans les classements, sous le nom « ${i?.name} ».`)
};

const it_leave_final_keep = /** @type {(inputs: Leave_Final_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le tue catture restano nelle classifiche, come «${i?.name}».`)
};

const pt_leave_final_keep = /** @type {(inputs: Leave_Final_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As suas capturas ficam nas classificações, como "${i?.name}".`)
};

const el_leave_final_keep = /** @type {(inputs: Leave_Final_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα αλιεύματά σας μένουν στις κατατάξεις, ως «${i?.name}».`)
};

const hr_leave_final_keep = /** @type {(inputs: Leave_Final_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vaši ulovi ostaju na ljestvicama, pod imenom „${i?.name}”.`)
};

/**
* | output |
* | --- |
* | "Your catches stay on the boards, under \"{name}\"." |
*
* @param {Leave_Final_KeepInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_final_keep = /** @type {((inputs: Leave_Final_KeepInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_KeepInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_final_keep(inputs)
	if (locale === "fr") return fr_leave_final_keep(inputs)
	if (locale === "it") return it_leave_final_keep(inputs)
	if (locale === "pt") return pt_leave_final_keep(inputs)
	if (locale === "el") return el_leave_final_keep(inputs)
	if (locale === "hr") return hr_leave_final_keep(inputs)
	return en_leave_final_keep(inputs)
});