import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ keys: NonNullable<unknown>, apps: NonNullable<unknown>, grants: NonNullable<unknown> }} Dev_Decline_WarningInputs */

const en_dev_decline_warning = /** @type {(inputs: Dev_Decline_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Declining revokes their ${i?.keys} created since the approval, disables their ${i?.apps} and revokes the ${i?.grants} of those apps with every token: they stop working at once. Approving again enables the apps; keys and authorizations stay revoked.`)
};

const es_dev_decline_warning = /** @type {(inputs: Dev_Decline_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechazar revoca sus claves creadas desde la aprobación (${i?.keys}), desactiva sus aplicaciones (${i?.apps}) y revoca las autorizaciones de esas aplicaciones con todos sus tokens (${i?.grants}): dejan de funcionar al instante. Si vuelves a aprobar, las aplicaciones se reactivan; las claves y las autorizaciones siguen revocadas.`)
};

const fr_dev_decline_warning = /** @type {(inputs: Dev_Decline_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuser révoque ses clés créées depuis l’approbation (${i?.keys}), désactive ses applications (${i?.apps}) et révoque les autorisations de ces applications avec tous leurs tokens (${i?.grants}) : elles cessent aussitôt de fonctionner. Une nouvelle approbation réactive les applications ; les clés et autorisations restent révoquées.`)
};

const it_dev_decline_warning = /** @type {(inputs: Dev_Decline_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rifiutare revoca le sue chiavi create dopo l’approvazione (${i?.keys}), disattiva le sue app (${i?.apps}) e revoca le autorizzazioni di quelle app con tutti i token (${i?.grants}): smettono subito di funzionare. Se approvi di nuovo, le app tornano attive; chiavi e autorizzazioni restano revocate.`)
};

const pt_dev_decline_warning = /** @type {(inputs: Dev_Decline_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recusar revoga as chaves criadas desde a aprovação (${i?.keys}), desativa as aplicações (${i?.apps}) e revoga as autorizações dessas aplicações com todos os tokens (${i?.grants}): deixam de funcionar na hora. Se aprovar de novo, as aplicações voltam a funcionar; chaves e autorizações continuam revogadas.`)
};

const el_dev_decline_warning = /** @type {(inputs: Dev_Decline_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η απόρριψη ανακαλεί τα κλειδιά που δημιουργήθηκαν μετά την έγκριση (${i?.keys}), απενεργοποιεί τις εφαρμογές (${i?.apps}) και ανακαλεί τις εξουσιοδοτήσεις αυτών των εφαρμογών με όλα τα tokens (${i?.grants}): σταματούν αμέσως να λειτουργούν. Με νέα έγκριση οι εφαρμογές ενεργοποιούνται ξανά· τα κλειδιά και οι εξουσιοδοτήσεις μένουν ανακλημένα.`)
};

const hr_dev_decline_warning = /** @type {(inputs: Dev_Decline_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odbijanje opoziva ključeve izrađene nakon odobrenja (${i?.keys}), onemogućuje aplikacije (${i?.apps}) i opoziva ovlaštenja tih aplikacija sa svim tokenima (${i?.grants}): odmah prestaju raditi. Ponovnim odobrenjem aplikacije se opet uključuju; ključevi i ovlaštenja ostaju opozvani.`)
};

/**
* | output |
* | --- |
* | "Declining revokes their {keys} created since the approval, disables their {apps} and revokes the {grants} of those apps with every token: they stop working a..." |
*
* @param {Dev_Decline_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_decline_warning = /** @type {((inputs: Dev_Decline_WarningInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Decline_WarningInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_decline_warning(inputs)
	if (locale === "fr") return fr_dev_decline_warning(inputs)
	if (locale === "it") return it_dev_decline_warning(inputs)
	if (locale === "pt") return pt_dev_decline_warning(inputs)
	if (locale === "el") return el_dev_decline_warning(inputs)
	if (locale === "hr") return hr_dev_decline_warning(inputs)
	return en_dev_decline_warning(inputs)
});