import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Waiting_VerificationInputs */

const en_board_waiting_verification = /** @type {(inputs: Board_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catches waiting for verification`)
};

const es_board_waiting_verification = /** @type {(inputs: Board_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas pendientes de verificación`)
};

const fr_board_waiting_verification = /** @type {(inputs: Board_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prises en attente de validation`)
};

const it_board_waiting_verification = /** @type {(inputs: Board_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catture in attesa di verifica`)
};

const pt_board_waiting_verification = /** @type {(inputs: Board_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas à espera de verificação`)
};

const el_board_waiting_verification = /** @type {(inputs: Board_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ψαριές που περιμένουν επαλήθευση`)
};

const hr_board_waiting_verification = /** @type {(inputs: Board_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulovi koji čekaju provjeru`)
};

/**
* | output |
* | --- |
* | "Catches waiting for verification" |
*
* @param {Board_Waiting_VerificationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_waiting_verification = /** @type {((inputs?: Board_Waiting_VerificationInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Waiting_VerificationInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_waiting_verification(inputs)
	if (locale === "fr") return fr_board_waiting_verification(inputs)
	if (locale === "it") return it_board_waiting_verification(inputs)
	if (locale === "pt") return pt_board_waiting_verification(inputs)
	if (locale === "el") return el_board_waiting_verification(inputs)
	if (locale === "hr") return hr_board_waiting_verification(inputs)
	return en_board_waiting_verification(inputs)
});