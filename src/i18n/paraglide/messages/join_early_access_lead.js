import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Early_Access_LeadInputs */

const en_join_early_access_lead = /** @type {(inputs: Join_Early_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account on this catchd and your application for developer access, in one go. An administrator decides on the application.`)
};

const es_join_early_access_lead = /** @type {(inputs: Join_Early_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una cuenta en este catchd y tu solicitud de acceso para desarrolladores, de una vez. Un administrador decide sobre la solicitud.`)
};

const fr_join_early_access_lead = /** @type {(inputs: Join_Early_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte sur ce catchd et votre demande d’accès développeur, en une seule fois. Un administrateur statue sur la demande.`)
};

const it_join_early_access_lead = /** @type {(inputs: Join_Early_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un account su questo catchd e la tua richiesta di accesso da sviluppatore, in un colpo solo. Un amministratore decide sulla richiesta.`)
};

const pt_join_early_access_lead = /** @type {(inputs: Join_Early_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma conta neste catchd e o seu pedido de acesso de programador, de uma só vez. Um administrador decide sobre o pedido.`)
};

const el_join_early_access_lead = /** @type {(inputs: Join_Early_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας λογαριασμός σε αυτό το catchd και η αίτησή σας για πρόσβαση προγραμματιστή, μαζί. Ένας διαχειριστής αποφασίζει για την αίτηση.`)
};

const hr_join_early_access_lead = /** @type {(inputs: Join_Early_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Račun na ovom catchd i vaš zahtjev za pristup za programere, u jednom koraku. O zahtjevu odlučuje administrator.`)
};

/**
* | output |
* | --- |
* | "An account on this catchd and your application for developer access, in one go. An administrator decides on the application." |
*
* @param {Join_Early_Access_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_early_access_lead = /** @type {((inputs?: Join_Early_Access_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Early_Access_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_early_access_lead(inputs)
	if (locale === "fr") return fr_join_early_access_lead(inputs)
	if (locale === "it") return it_join_early_access_lead(inputs)
	if (locale === "pt") return pt_join_early_access_lead(inputs)
	if (locale === "el") return el_join_early_access_lead(inputs)
	if (locale === "hr") return hr_join_early_access_lead(inputs)
	return en_join_early_access_lead(inputs)
});