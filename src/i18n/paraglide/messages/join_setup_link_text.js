import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Setup_Link_TextInputs */

const en_join_setup_link_text = /** @type {(inputs: Join_Setup_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This setup link has expired or was mistyped. Restart catchd: it prints a new link on start while there is no admin.`)
};

const es_join_setup_link_text = /** @type {(inputs: Join_Setup_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de configuración ha caducado o está mal escrito. Reinicia catchd: mientras no haya administrador, al arrancar muestra un enlace nuevo.`)
};

const fr_join_setup_link_text = /** @type {(inputs: Join_Setup_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de configuration a expiré ou a été mal saisi. Redémarrez catchd : tant qu’il n’y a pas d’administrateur, il affiche un nouveau lien au démarrage.`)
};

const it_join_setup_link_text = /** @type {(inputs: Join_Setup_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link di configurazione è scaduto o è stato scritto male. Riavvia catchd: finché non c’è un amministratore, all’avvio stampa un nuovo link.`)
};

const pt_join_setup_link_text = /** @type {(inputs: Join_Setup_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link de configuração expirou ou foi mal escrito. Reinicie o catchd: enquanto não houver administrador, ao arrancar mostra um novo link.`)
};

const el_join_setup_link_text = /** @type {(inputs: Join_Setup_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο σύνδεσμος ρύθμισης έληξε ή γράφτηκε λάθος. Επανεκκινήστε το catchd: όσο δεν υπάρχει διαχειριστής, εμφανίζει νέο σύνδεσμο κατά την εκκίνηση.`)
};

const hr_join_setup_link_text = /** @type {(inputs: Join_Setup_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ova je poveznica za postavljanje istekla ili je pogrešno upisana. Ponovno pokrenite catchd: dok nema administratora, pri pokretanju ispisuje novu poveznicu.`)
};

/**
* | output |
* | --- |
* | "This setup link has expired or was mistyped. Restart catchd: it prints a new link on start while there is no admin." |
*
* @param {Join_Setup_Link_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_setup_link_text = /** @type {((inputs?: Join_Setup_Link_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_Link_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_setup_link_text(inputs)
	if (locale === "fr") return fr_join_setup_link_text(inputs)
	if (locale === "it") return it_join_setup_link_text(inputs)
	if (locale === "pt") return pt_join_setup_link_text(inputs)
	if (locale === "el") return el_join_setup_link_text(inputs)
	if (locale === "hr") return hr_join_setup_link_text(inputs)
	return en_join_setup_link_text(inputs)
});