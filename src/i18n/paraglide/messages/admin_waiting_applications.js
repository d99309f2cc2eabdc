import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Waiting_ApplicationsInputs */

const en_admin_waiting_applications = /** @type {(inputs: Admin_Waiting_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`developer application`);
	return /** @type {LocalizedString} */ (`developer applications`)
	
};

const es_admin_waiting_applications = /** @type {(inputs: Admin_Waiting_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`solicitud de desarrollador`);
	return /** @type {LocalizedString} */ (`solicitudes de desarrollador`)
	
};

const fr_admin_waiting_applications = /** @type {(inputs: Admin_Waiting_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`demande d’accès développeur`);
	return /** @type {LocalizedString} */ (`demandes d’accès développeur`)
	
};

const it_admin_waiting_applications = /** @type {(inputs: Admin_Waiting_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`richiesta di accesso sviluppatore`);
	return /** @type {LocalizedString} */ (`richieste di accesso sviluppatore`)
	
};

const pt_admin_waiting_applications = /** @type {(inputs: Admin_Waiting_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`pedido de acesso de programador`);
	return /** @type {LocalizedString} */ (`pedidos de acesso de programador`)
	
};

const el_admin_waiting_applications = /** @type {(inputs: Admin_Waiting_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`αίτηση προγραμματιστή`);
	return /** @type {LocalizedString} */ (`αιτήσεις προγραμματιστών`)
	
};

const hr_admin_waiting_applications = /** @type {(inputs: Admin_Waiting_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`zahtjev za pristup razvojnog programera`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`zahtjeva za pristup razvojnih programera`);
	return /** @type {LocalizedString} */ (`zahtjeva za pristup razvojnih programera`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "developer application" |
* | * | "developer applications" |
*
* @param {Admin_Waiting_ApplicationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_applications = /** @type {((inputs: Admin_Waiting_ApplicationsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_ApplicationsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_waiting_applications(inputs)
	if (locale === "fr") return fr_admin_waiting_applications(inputs)
	if (locale === "it") return it_admin_waiting_applications(inputs)
	if (locale === "pt") return pt_admin_waiting_applications(inputs)
	if (locale === "el") return el_admin_waiting_applications(inputs)
	if (locale === "hr") return hr_admin_waiting_applications(inputs)
	return en_admin_waiting_applications(inputs)
});