import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ variable: NonNullable<unknown> }} Club_PinnedInputs */

const en_club_pinned = /** @type {(inputs: Club_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pinned by ${i?.variable} on the server: the operator changes it there.`)
};

const es_club_pinned = /** @type {(inputs: Club_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fijado por ${i?.variable} en el servidor: lo cambia quien administra el servidor.`)
};

const fr_club_pinned = /** @type {(inputs: Club_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fixé par ${i?.variable} sur le serveur : c’est l’exploitant qui le modifie là-bas.`)
};

const it_club_pinned = /** @type {(inputs: Club_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fissato da ${i?.variable} sul server: lo cambia chi gestisce il server.`)
};

const pt_club_pinned = /** @type {(inputs: Club_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fixado por ${i?.variable} no servidor: quem gere o servidor altera-o lá.`)
};

const el_club_pinned = /** @type {(inputs: Club_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ορίζεται από το ${i?.variable} στον διακομιστή: το αλλάζει εκεί ο διαχειριστής του διακομιστή.`)
};

const hr_club_pinned = /** @type {(inputs: Club_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zadano varijablom ${i?.variable} na poslužitelju: mijenja ga onaj tko upravlja poslužiteljem.`)
};

/**
* | output |
* | --- |
* | "Pinned by {variable} on the server: the operator changes it there." |
*
* @param {Club_PinnedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const club_pinned = /** @type {((inputs: Club_PinnedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_PinnedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_club_pinned(inputs)
	if (locale === "fr") return fr_club_pinned(inputs)
	if (locale === "it") return it_club_pinned(inputs)
	if (locale === "pt") return pt_club_pinned(inputs)
	if (locale === "el") return el_club_pinned(inputs)
	if (locale === "hr") return hr_club_pinned(inputs)
	return en_club_pinned(inputs)
});