import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Webhook_Delete_WhatInputs */

const en_webhook_delete_what = /** @type {(inputs: Webhook_Delete_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.url} will get no more deliveries, and its delivery log goes with it. Events stay in the event browser.`)
};

const es_webhook_delete_what = /** @type {(inputs: Webhook_Delete_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.url} dejará de recibir entregas y su registro de entregas se borrará con él. Los eventos siguen en el explorador de eventos.`)
};

const fr_webhook_delete_what = /** @type {(inputs: Webhook_Delete_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.url} ne recevra plus rien, et son journal de livraisons disparaît avec lui. Les événements restent dans le navigateur d’événements.`)
};

const it_webhook_delete_what = /** @type {(inputs: Webhook_Delete_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.url} non riceverà più consegne e il suo registro delle consegne verrà eliminato. Gli eventi restano nel visualizzatore degli eventi.`)
};

const pt_webhook_delete_what = /** @type {(inputs: Webhook_Delete_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.url} deixa de receber entregas e o registo de entregas é apagado com ele. Os eventos continuam no explorador de eventos.`)
};

const el_webhook_delete_what = /** @type {(inputs: Webhook_Delete_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Το ${i?.url} δεν θα λαμβάνει πια παραδόσεις και το ιστορικό παραδόσεών του διαγράφεται μαζί του. Τα συμβάντα μένουν στην προβολή συμβάντων.`)
};

const hr_webhook_delete_what = /** @type {(inputs: Webhook_Delete_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.url} više neće primati isporuke, a s njom nestaje i zapisnik isporuka. Događaji ostaju u pregledniku događaja.`)
};

/**
* | output |
* | --- |
* | "{url} will get no more deliveries, and its delivery log goes with it. Events stay in the event browser." |
*
* @param {Webhook_Delete_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_delete_what = /** @type {((inputs: Webhook_Delete_WhatInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delete_WhatInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_delete_what(inputs)
	if (locale === "fr") return fr_webhook_delete_what(inputs)
	if (locale === "it") return it_webhook_delete_what(inputs)
	if (locale === "pt") return pt_webhook_delete_what(inputs)
	if (locale === "el") return el_webhook_delete_what(inputs)
	if (locale === "hr") return hr_webhook_delete_what(inputs)
	return en_webhook_delete_what(inputs)
});