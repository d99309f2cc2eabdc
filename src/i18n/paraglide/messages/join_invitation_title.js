import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Invitation_TitleInputs */

const en_join_invitation_title = /** @type {(inputs: Join_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join catchd`)
};

const es_join_invitation_title = /** @type {(inputs: Join_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a catchd`)
};

const fr_join_invitation_title = /** @type {(inputs: Join_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez catchd`)
};

const it_join_invitation_title = /** @type {(inputs: Join_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entra in catchd`)
};

const pt_join_invitation_title = /** @type {(inputs: Join_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Junte-se ao catchd`)
};

const el_join_invitation_title = /** @type {(inputs: Join_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γίνετε μέλος στο catchd`)
};

const hr_join_invitation_title = /** @type {(inputs: Join_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pridružite se catchd`)
};

/**
* | output |
* | --- |
* | "Join catchd" |
*
* @param {Join_Invitation_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_invitation_title = /** @type {((inputs?: Join_Invitation_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Invitation_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_invitation_title(inputs)
	if (locale === "fr") return fr_join_invitation_title(inputs)
	if (locale === "it") return it_join_invitation_title(inputs)
	if (locale === "pt") return pt_join_invitation_title(inputs)
	if (locale === "el") return el_join_invitation_title(inputs)
	if (locale === "hr") return hr_join_invitation_title(inputs)
	return en_join_invitation_title(inputs)
});