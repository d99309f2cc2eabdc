import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, keys: NonNullable<unknown>, apps: NonNullable<unknown>, grants: NonNullable<unknown> }} Dev_Declined_DoneInputs */

const en_dev_declined_done = /** @type {(inputs: Dev_Declined_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: declined. This revoked their ${i?.keys} created since the approval, disabled their ${i?.apps} and revoked the ${i?.grants} of those apps with every token: none of them works any more. Approving again enables the apps; keys and authorizations stay revoked.`)
};

const es_dev_declined_done = /** @type {(inputs: Dev_Declined_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: rechazada. Se revocaron sus claves creadas desde la aprobación (${i?.keys}), se desactivaron sus aplicaciones (${i?.apps}) y se revocaron las autorizaciones de esas aplicaciones con todos sus tokens (${i?.grants}): ya nada de eso funciona. Si vuelves a aprobar, las aplicaciones se reactivan; las claves y las autorizaciones siguen revocadas.`)
};

const fr_dev_declined_done = /** @type {(inputs: Dev_Declined_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : refusée. Ses clés créées depuis l’approbation (${i?.keys}) sont révoquées, ses applications (${i?.apps}) désactivées, et les autorisations de ces applications révoquées avec tous leurs tokens (${i?.grants}) : plus rien ne fonctionne. Une nouvelle approbation réactive les applications ; les clés et autorisations restent révoquées.`)
};

const it_dev_declined_done = /** @type {(inputs: Dev_Declined_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: rifiutata. Le sue chiavi create dopo l’approvazione (${i?.keys}) sono revocate, le sue app (${i?.apps}) disattivate e le autorizzazioni di quelle app revocate con tutti i token (${i?.grants}): niente di tutto ciò funziona più. Se approvi di nuovo, le app tornano attive; chiavi e autorizzazioni restano revocate.`)
};

const pt_dev_declined_done = /** @type {(inputs: Dev_Declined_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: recusado. As chaves criadas desde a aprovação (${i?.keys}) foram revogadas, as aplicações (${i?.apps}) desativadas e as autorizações dessas aplicações revogadas com todos os tokens (${i?.grants}): nada disso funciona mais. Se aprovar de novo, as aplicações voltam a funcionar; chaves e autorizações continuam revogadas.`)
};

const el_dev_declined_done = /** @type {(inputs: Dev_Declined_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: απορρίφθηκε. Τα κλειδιά που δημιουργήθηκαν μετά την έγκριση (${i?.keys}) ανακλήθηκαν, οι εφαρμογές (${i?.apps}) απενεργοποιήθηκαν και οι εξουσιοδοτήσεις τους ανακλήθηκαν με όλα τα tokens (${i?.grants}): τίποτα από αυτά δεν λειτουργεί πια. Με νέα έγκριση οι εφαρμογές ενεργοποιούνται ξανά· τα κλειδιά και οι εξουσιοδοτήσεις μένουν ανακλημένα.`)
};

const hr_dev_declined_done = /** @type {(inputs: Dev_Declined_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: odbijeno. Ključevi izrađeni nakon odobrenja (${i?.keys}) su opozvani, aplikacije (${i?.apps}) onemogućene, a ovlaštenja tih aplikacija opozvana sa svim tokenima (${i?.grants}): ništa od toga više ne radi. Ponovnim odobrenjem aplikacije se opet uključuju; ključevi i ovlaštenja ostaju opozvani.`)
};

/**
* | output |
* | --- |
* | "{name}: declined. This revoked their {keys} created since the approval, disabled their {apps} and revoked the {grants} of those apps with every token: none o..." |
*
* @param {Dev_Declined_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_declined_done = /** @type {((inputs: Dev_Declined_DoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Declined_DoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_declined_done(inputs)
	if (locale === "fr") return fr_dev_declined_done(inputs)
	if (locale === "it") return it_dev_declined_done(inputs)
	if (locale === "pt") return pt_dev_declined_done(inputs)
	if (locale === "el") return el_dev_declined_done(inputs)
	if (locale === "hr") return hr_dev_declined_done(inputs)
	return en_dev_declined_done(inputs)
});