import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Leave_Keep_CatchesInputs */

const en_leave_keep_catches = /** @type {(inputs: Leave_Keep_CatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep my catches on the boards, under "${i?.name}"`)
};

const es_leave_keep_catches = /** @type {(inputs: Leave_Keep_CatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mantener mis capturas en las clasificaciones, como «${i?.name}»`)
};

const fr_leave_keep_catches = /** @type {(inputs: Leave_Keep_CatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Garder mes prises dans les classements, sous le nom « ${i?.name} »`)
};

const it_leave_keep_catches = /** @type {(inputs: Leave_Keep_CatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lascia le mie catture nelle classifiche, come «${i?.name}»`)
};

const pt_leave_keep_catches = /** @type {(inputs: Leave_Keep_CatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manter as minhas capturas nas classificações, como "${i?.name}"`)
};

const el_leave_keep_catches = /** @type {(inputs: Leave_Keep_CatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Να μείνουν τα αλιεύματά μου στις κατατάξεις, ως «${i?.name}»`)
};

const hr_leave_keep_catches = /** @type {(inputs: Leave_Keep_CatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zadrži moje ulove na ljestvicama, pod imenom „${i?.name}”`)
};

/**
* | output |
* | --- |
* | "Keep my catches on the boards, under \"{name}\"" |
*
* @param {Leave_Keep_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_keep_catches = /** @type {((inputs: Leave_Keep_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Keep_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_keep_catches(inputs)
	if (locale === "fr") return fr_leave_keep_catches(inputs)
	if (locale === "it") return it_leave_keep_catches(inputs)
	if (locale === "pt") return pt_leave_keep_catches(inputs)
	if (locale === "el") return el_leave_keep_catches(inputs)
	if (locale === "hr") return hr_leave_keep_catches(inputs)
	return en_leave_keep_catches(inputs)
});