import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Dev_Requests_LeadInputs */

const en_dev_requests_lead = /** @type {(inputs: Dev_Requests_LeadInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("en", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Your API requests of the last ${i?.days} day, newest first.`);
	return /** @type {LocalizedString} */ (`Your API requests of the last ${i?.days} days, newest first.`)
	
};

const es_dev_requests_lead = /** @type {(inputs: Dev_Requests_LeadInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("es", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Tus peticiones a la API del último día, las más recientes primero.`);
	return /** @type {LocalizedString} */ (`Tus peticiones a la API de los últimos ${i?.days} días, las más recientes primero.`)
	
};

const fr_dev_requests_lead = /** @type {(inputs: Dev_Requests_LeadInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("fr", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Vos requêtes à l’API du dernier jour, les plus récentes en premier.`);
	return /** @type {LocalizedString} */ (`Vos requêtes à l’API des ${i?.days} derniers jours, les plus récentes en premier.`)
	
};

const it_dev_requests_lead = /** @type {(inputs: Dev_Requests_LeadInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("it", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Le tue richieste all’API dell’ultimo giorno, dalla più recente.`);
	return /** @type {LocalizedString} */ (`Le tue richieste all’API degli ultimi ${i?.days} giorni, dalla più recente.`)
	
};

const pt_dev_requests_lead = /** @type {(inputs: Dev_Requests_LeadInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("pt", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Suas requisições à API do último dia, das mais recentes para as mais antigas.`);
	return /** @type {LocalizedString} */ (`Suas requisições à API dos últimos ${i?.days} dias, das mais recentes para as mais antigas.`)
	
};

const el_dev_requests_lead = /** @type {(inputs: Dev_Requests_LeadInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("el", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Τα αιτήματά σας στο API της τελευταίας ημέρας, τα νεότερα πρώτα.`);
	return /** @type {LocalizedString} */ (`Τα αιτήματά σας στο API των τελευταίων ${i?.days} ημερών, τα νεότερα πρώτα.`)
	
};

const hr_dev_requests_lead = /** @type {(inputs: Dev_Requests_LeadInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("hr", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Vaši zahtjevi prema API-ju u posljednjih ${i?.days} dan, najnoviji prvi.`);
	if (daysPlural === "few") return /** @type {LocalizedString} */ (`Vaši zahtjevi prema API-ju u posljednja ${i?.days} dana, najnoviji prvi.`);
	return /** @type {LocalizedString} */ (`Vaši zahtjevi prema API-ju u posljednjih ${i?.days} dana, najnoviji prvi.`)
	
};

/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "Your API requests of the last {days} day, newest first." |
* | * | "Your API requests of the last {days} days, newest first." |
*
* @param {Dev_Requests_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_requests_lead = /** @type {((inputs: Dev_Requests_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Requests_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_requests_lead(inputs)
	if (locale === "fr") return fr_dev_requests_lead(inputs)
	if (locale === "it") return it_dev_requests_lead(inputs)
	if (locale === "pt") return pt_dev_requests_lead(inputs)
	if (locale === "el") return el_dev_requests_lead(inputs)
	if (locale === "hr") return hr_dev_requests_lead(inputs)
	return en_dev_requests_lead(inputs)
});