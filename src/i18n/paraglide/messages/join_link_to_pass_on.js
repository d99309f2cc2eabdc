import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Join_Link_To_Pass_OnInputs */

const en_join_link_to_pass_on = /** @type {(inputs: Join_Link_To_Pass_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The invitation link for ${i?.email} works once, for seven days: pass it on yourself (no mail is set up).`)
};

const es_join_link_to_pass_on = /** @type {(inputs: Join_Link_To_Pass_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El enlace de invitación para ${i?.email} funciona una vez, durante siete días: pásalo tú mismo (no hay correo configurado).`)
};

const fr_join_link_to_pass_on = /** @type {(inputs: Join_Link_To_Pass_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le lien d’invitation pour ${i?.email} fonctionne une fois, pendant sept jours : transmettez-le vous-même (aucun e-mail n’est configuré).`)
};

const it_join_link_to_pass_on = /** @type {(inputs: Join_Link_To_Pass_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il link di invito per ${i?.email} funziona una volta, per sette giorni: passalo tu (nessuna email configurata).`)
};

const pt_join_link_to_pass_on = /** @type {(inputs: Join_Link_To_Pass_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O link de convite para ${i?.email} funciona uma vez, durante sete dias: passe-o você mesmo (não há e-mail configurado).`)
};

const el_join_link_to_pass_on = /** @type {(inputs: Join_Link_To_Pass_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ο σύνδεσμος πρόσκλησης για το ${i?.email} λειτουργεί μία φορά, για επτά ημέρες: δώστε τον εσείς (δεν έχει ρυθμιστεί email).`)
};

const hr_join_link_to_pass_on = /** @type {(inputs: Join_Link_To_Pass_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Poveznica pozivnice za ${i?.email} radi jednom, sedam dana: proslijedite je sami (e-pošta nije postavljena).`)
};

/**
* | output |
* | --- |
* | "The invitation link for {email} works once, for seven days: pass it on yourself (no mail is set up)." |
*
* @param {Join_Link_To_Pass_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_link_to_pass_on = /** @type {((inputs: Join_Link_To_Pass_OnInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_To_Pass_OnInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_link_to_pass_on(inputs)
	if (locale === "fr") return fr_join_link_to_pass_on(inputs)
	if (locale === "it") return it_join_link_to_pass_on(inputs)
	if (locale === "pt") return pt_join_link_to_pass_on(inputs)
	if (locale === "el") return el_join_link_to_pass_on(inputs)
	if (locale === "hr") return hr_join_link_to_pass_on(inputs)
	return en_join_link_to_pass_on(inputs)
});