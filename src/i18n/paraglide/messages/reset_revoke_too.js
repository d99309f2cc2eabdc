import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Revoke_TooInputs */

const en_reset_revoke_too = /** @type {(inputs: Reset_Revoke_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke all of them too (choose this if you did not make them all)`)
};

const es_reset_revoke_too = /** @type {(inputs: Reset_Revoke_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anularlas también todas (elige esto si no las creaste todas tú)`)
};

const fr_reset_revoke_too = /** @type {(inputs: Reset_Revoke_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les révoquer toutes aussi (choisissez ceci si vous ne les avez pas toutes créées)`)
};

const it_reset_revoke_too = /** @type {(inputs: Reset_Revoke_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoca anche tutte queste (sceglilo se non le hai create tutte tu)`)
};

const pt_reset_revoke_too = /** @type {(inputs: Reset_Revoke_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revogar também todas (escolha isto se não foram todas criadas por si)`)
};

const el_reset_revoke_too = /** @type {(inputs: Reset_Revoke_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανάκληση και όλων αυτών (επιλέξτε το αν δεν τα δημιουργήσατε όλα εσείς)`)
};

const hr_reset_revoke_too = /** @type {(inputs: Reset_Revoke_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opozovi i sve njih (odaberite ovo ako ih niste sve vi napravili)`)
};

/**
* | output |
* | --- |
* | "Revoke all of them too (choose this if you did not make them all)" |
*
* @param {Reset_Revoke_TooInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_revoke_too = /** @type {((inputs?: Reset_Revoke_TooInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Revoke_TooInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_revoke_too(inputs)
	if (locale === "fr") return fr_reset_revoke_too(inputs)
	if (locale === "it") return it_reset_revoke_too(inputs)
	if (locale === "pt") return pt_reset_revoke_too(inputs)
	if (locale === "el") return el_reset_revoke_too(inputs)
	if (locale === "hr") return hr_reset_revoke_too(inputs)
	return en_reset_revoke_too(inputs)
});