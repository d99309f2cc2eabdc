import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ newer: NonNullable<unknown>, current: NonNullable<unknown>, update: NonNullable<unknown>, rollback: NonNullable<unknown> }} People_Update_AvailableInputs */

const en_people_update_available = /** @type {(inputs: People_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd ${i?.newer} is available (this server runs ${i?.current}). On the server, ${i?.update} installs it after a backup; ${i?.rollback} goes back.`)
};

const es_people_update_available = /** @type {(inputs: People_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd ${i?.newer} ya está disponible (este servidor usa ${i?.current}). En el servidor, ${i?.update} la instala tras hacer una copia de seguridad; ${i?.rollback} vuelve atrás.`)
};

const fr_people_update_available = /** @type {(inputs: People_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd ${i?.newer} est disponible (ce serveur utilise ${i?.current}). Sur le serveur, ${i?.update} l’installe après une sauvegarde ; ${i?.rollback} revient en arrière.`)
};

const it_people_update_available = /** @type {(inputs: People_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd ${i?.newer} è disponibile (questo server usa ${i?.current}). Sul server, ${i?.update} la installa dopo un backup; ${i?.rollback} torna indietro.`)
};

const pt_people_update_available = /** @type {(inputs: People_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd ${i?.newer} já está disponível (este servidor usa ${i?.current}). No servidor, ${i?.update} instala-o depois de uma cópia de segurança; ${i?.rollback} volta atrás.`)
};

const el_people_update_available = /** @type {(inputs: People_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd ${i?.newer}: διαθέσιμη νέα έκδοση (αυτός ο διακομιστής τρέχει ${i?.current}). Στον διακομιστή, το ${i?.update} το εγκαθιστά μετά από αντίγραφο ασφαλείας· το ${i?.rollback} επιστρέφει στο προηγούμενο.`)
};

const hr_people_update_available = /** @type {(inputs: People_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd ${i?.newer} je dostupan (ovaj poslužitelj koristi ${i?.current}). Na poslužitelju ga ${i?.update} instalira nakon sigurnosne kopije; ${i?.rollback} vraća prethodnu verziju.`)
};

/**
* | output |
* | --- |
* | "catchd {newer} is available (this server runs {current}). On the server, {update} installs it after a backup; {rollback} goes back." |
*
* @param {People_Update_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_update_available = /** @type {((inputs: People_Update_AvailableInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Update_AvailableInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_update_available(inputs)
	if (locale === "fr") return fr_people_update_available(inputs)
	if (locale === "it") return it_people_update_available(inputs)
	if (locale === "pt") return pt_people_update_available(inputs)
	if (locale === "el") return el_people_update_available(inputs)
	if (locale === "hr") return hr_people_update_available(inputs)
	return en_people_update_available(inputs)
});