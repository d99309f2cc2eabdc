import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ provider: NonNullable<unknown> }} Continue_WithInputs */
/** @typedef {{}} Email_LabelInputs */
/** @typedef {{}} Error_ForbiddenInputs */
/** @typedef {{}} Error_Form_ExpiredInputs */
/** @typedef {{}} Error_Form_Expired_TitleInputs */
/** @typedef {{}} Error_Not_FoundInputs */
/** @typedef {{}} Error_ServerInputs */
/** @typedef {{}} Error_Start_PageInputs */
/** @typedef {{}} Error_Title_400Inputs */
/** @typedef {{}} Error_Title_403Inputs */
/** @typedef {{}} Error_Title_404Inputs */
/** @typedef {{}} Error_Title_405Inputs */
/** @typedef {{}} Error_Title_409Inputs */
/** @typedef {{}} Error_Title_413Inputs */
/** @typedef {{}} Error_Title_415Inputs */
/** @typedef {{}} Error_Title_422Inputs */
/** @typedef {{}} Error_Title_429Inputs */
/** @typedef {{}} Error_Title_503Inputs */
/** @typedef {{}} Error_Title_OtherInputs */
/** @typedef {{}} Footer_LanguageInputs */
/** @typedef {{}} Forgot_PasswordInputs */
/** @typedef {{}} Home_BoardsInputs */
/** @typedef {{}} Home_LeadInputs */
/** @typedef {{}} Home_TitleInputs */
/** @typedef {{}} Nav_AdminInputs */
/** @typedef {{}} Nav_CompetitionsInputs */
/** @typedef {{}} Nav_DevelopersInputs */
/** @typedef {{}} Nav_LeaderboardsInputs */
/** @typedef {{}} Nav_Log_CatchInputs */
/** @typedef {{}} Nav_MainInputs */
/** @typedef {{}} Nav_MenuInputs */
/** @typedef {{}} Nav_My_CatchesInputs */
/** @typedef {{}} Nav_SpeciesInputs */
/** @typedef {{}} Nav_StatsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Nav_UnreadInputs */
/** @typedef {{}} Nav_VerifyInputs */
/** @typedef {{ name: NonNullable<unknown> }} Nav_Your_AccountInputs */
/** @typedef {{}} Notice_Account_DeletedInputs */
/** @typedef {{}} Notice_App_DeletedInputs */
/** @typedef {{}} Notice_App_RevokedInputs */
/** @typedef {{}} Notice_App_SavedInputs */
/** @typedef {{}} Notice_Application_ApprovedInputs */
/** @typedef {{}} Notice_Application_DeclinedInputs */
/** @typedef {{}} Notice_AppliedInputs */
/** @typedef {{}} Notice_Delivery_QueuedInputs */
/** @typedef {{}} Notice_DisabledInputs */
/** @typedef {{}} Notice_Email_ChangedInputs */
/** @typedef {{}} Notice_Email_Confirm_SentInputs */
/** @typedef {{}} Notice_EnabledInputs */
/** @typedef {{}} Notice_Endpoint_DeletedInputs */
/** @typedef {{}} Notice_Grade_RefusedInputs */
/** @typedef {{}} Notice_Graded_BronzeInputs */
/** @typedef {{}} Notice_Graded_GoldInputs */
/** @typedef {{}} Notice_Graded_SilverInputs */
/** @typedef {{}} Notice_Invitation_ResentInputs */
/** @typedef {{}} Notice_Invitation_RevokedInputs */
/** @typedef {{}} Notice_InvitedInputs */
/** @typedef {{}} Notice_Key_RevokedInputs */
/** @typedef {{}} Notice_Passkey_AddedInputs */
/** @typedef {{}} Notice_Passkey_RemovedInputs */
/** @typedef {{}} Notice_Passkey_RenamedInputs */
/** @typedef {{}} Notice_Password_ChangedInputs */
/** @typedef {{}} Notice_Person_AddedInputs */
/** @typedef {{}} Notice_Role_ChangedInputs */
/** @typedef {{}} Notice_SavedInputs */
/** @typedef {{}} Notice_Second_Factor_RemovedInputs */
/** @typedef {{}} Notice_Second_Factor_ResetInputs */
/** @typedef {{}} Notice_Secret_RotatedInputs */
/** @typedef {{}} Notice_Session_EndedInputs */
/** @typedef {{}} Notice_Sessions_EndedInputs */
/** @typedef {{}} Notice_Setup_DoneInputs */
/** @typedef {{}} Notice_Sign_Up_ApprovedInputs */
/** @typedef {{}} Notice_Sign_Up_DeclinedInputs */
/** @typedef {{}} Notice_Test_SentInputs */
/** @typedef {{}} Notice_WelcomeInputs */
/** @typedef {{}} OrInputs */
/** @typedef {{}} Pager_LabelInputs */
/** @typedef {{}} Pager_NextInputs */
/** @typedef {{ page: NonNullable<unknown> }} Pager_PageInputs */
/** @typedef {{ page: NonNullable<unknown>, last: NonNullable<unknown> }} Pager_Page_OfInputs */
/** @typedef {{}} Pager_PreviousInputs */
/** @typedef {{}} Passkey_Sign_InInputs */
/** @typedef {{}} Password_LabelInputs */
/** @typedef {{}} Problems_TitleInputs */
/** @typedef {{}} Share_Board_Catch_CountInputs */
/** @typedef {{}} Share_Board_DeepestInputs */
/** @typedef {{ club: NonNullable<unknown>, board: NonNullable<unknown> }} Share_Board_DescriptionInputs */
/** @typedef {{}} Share_Board_EmptyInputs */
/** @typedef {{}} Share_Board_HeaviestInputs */
/** @typedef {{}} Share_Board_Total_WeightInputs */
/** @typedef {{}} Share_ButtonInputs */
/** @typedef {{ diver: NonNullable<unknown> }} Share_Catch_ByInputs */
/** @typedef {{ diver: NonNullable<unknown>, club: NonNullable<unknown> }} Share_Catch_DescriptionInputs */
/** @typedef {{ species: NonNullable<unknown>, weight: NonNullable<unknown> }} Share_Catch_TitleInputs */
/** @typedef {{}} Share_CopiedInputs */
/** @typedef {{}} Share_Copy_FailedInputs */
/** @typedef {{}} Share_LinkInputs */
/** @typedef {{ rank: NonNullable<unknown>, name: NonNullable<unknown>, value: NonNullable<unknown> }} Share_PlaceInputs */
/** @typedef {{ rank: NonNullable<unknown>, name: NonNullable<unknown>, points: NonNullable<unknown> }} Share_PodiumInputs */
/** @typedef {{ status: NonNullable<unknown>, name: NonNullable<unknown>, club: NonNullable<unknown> }} Share_Results_DescriptionInputs */
/** @typedef {{}} Share_SharedInputs */
/** @typedef {{}} Share_Status_CancelledInputs */
/** @typedef {{}} Share_Status_FinalInputs */
/** @typedef {{}} Share_Status_OpenInputs */
/** @typedef {{}} Share_Status_ProvisionalInputs */
/** @typedef {{}} Share_Status_RunningInputs */
/** @typedef {{}} Sign_InInputs */
/** @typedef {{}} Sign_In_AgainInputs */
/** @typedef {{}} Sign_In_BusyInputs */
/** @typedef {{}} Sign_In_Busy_TitleInputs */
/** @typedef {{}} Sign_In_Expired_TitleInputs */
/** @typedef {{}} Sign_In_FinishedInputs */
/** @typedef {{}} Sign_In_LeadInputs */
/** @typedef {{}} Sign_In_Lead_ProvidersInputs */
/** @typedef {{}} Sign_In_Link_StaleInputs */
/** @typedef {{}} Sign_In_Many_AttemptsInputs */
/** @typedef {{}} Sign_In_MismatchInputs */
/** @typedef {{}} Sign_In_Paused_TitleInputs */
/** @typedef {{}} Sign_In_StaleInputs */
/** @typedef {{}} Sign_In_UncountableInputs */
/** @typedef {{}} Sign_In_UnknownInputs */
/** @typedef {{}} Sign_In_Unknown_TitleInputs */
/** @typedef {{}} Sign_OutInputs */
/** @typedef {{}} Site_DescriptionInputs */
/** @typedef {{}} Skip_To_ContentInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Wait_And_RetryInputs */
/** @typedef {{ link: NonNullable<unknown> }} Way_In_ApprovalInputs */
/** @typedef {{}} Way_In_AskInputs */
/** @typedef {{}} Way_In_ClosedInputs */
/** @typedef {{ link: NonNullable<unknown> }} Way_In_DevelopersInputs */
/** @typedef {{}} Way_In_Early_AccessInputs */
/** @typedef {{}} Way_In_InviteInputs */
/** @typedef {{ link: NonNullable<unknown> }} Way_In_OpenInputs */
/** @typedef {{}} Way_In_Sign_UpInputs */
import * as __en from "./en.js"
import * as __es from "./es.js"
import * as __fr from "./fr.js"
import * as __it from "./it.js"
import * as __pt from "./pt.js"
import * as __el from "./el.js"
import * as __hr from "./hr.js"
/**
* | output |
* | --- |
* | "Continue with {provider}" |
*
* @param {Continue_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const continue_with = /** @type {((inputs: Continue_WithInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Continue_WithInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.continue_with(inputs)
	if (locale === "fr") return __fr.continue_with(inputs)
	if (locale === "it") return __it.continue_with(inputs)
	if (locale === "pt") return __pt.continue_with(inputs)
	if (locale === "el") return __el.continue_with(inputs)
	if (locale === "hr") return __hr.continue_with(inputs)
	return __en.continue_with(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const email_label = /** @type {((inputs?: Email_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.email_label(inputs)
	if (locale === "fr") return __fr.email_label(inputs)
	if (locale === "it") return __it.email_label(inputs)
	if (locale === "pt") return __pt.email_label(inputs)
	if (locale === "el") return __el.email_label(inputs)
	if (locale === "hr") return __hr.email_label(inputs)
	return __en.email_label(inputs)
});
/**
* | output |
* | --- |
* | "Your account cannot open this page." |
*
* @param {Error_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_forbidden = /** @type {((inputs?: Error_ForbiddenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_ForbiddenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_forbidden(inputs)
	if (locale === "fr") return __fr.error_forbidden(inputs)
	if (locale === "it") return __it.error_forbidden(inputs)
	if (locale === "pt") return __pt.error_forbidden(inputs)
	if (locale === "el") return __el.error_forbidden(inputs)
	if (locale === "hr") return __hr.error_forbidden(inputs)
	return __en.error_forbidden(inputs)
});
/**
* | output |
* | --- |
* | "This form has expired (you may have signed in or out since it was shown). Go back, reload the page and send it again." |
*
* @param {Error_Form_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_form_expired = /** @type {((inputs?: Error_Form_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Form_ExpiredInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_form_expired(inputs)
	if (locale === "fr") return __fr.error_form_expired(inputs)
	if (locale === "it") return __it.error_form_expired(inputs)
	if (locale === "pt") return __pt.error_form_expired(inputs)
	if (locale === "el") return __el.error_form_expired(inputs)
	if (locale === "hr") return __hr.error_form_expired(inputs)
	return __en.error_form_expired(inputs)
});
/**
* | output |
* | --- |
* | "This form expired" |
*
* @param {Error_Form_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_form_expired_title = /** @type {((inputs?: Error_Form_Expired_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Form_Expired_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_form_expired_title(inputs)
	if (locale === "fr") return __fr.error_form_expired_title(inputs)
	if (locale === "it") return __it.error_form_expired_title(inputs)
	if (locale === "pt") return __pt.error_form_expired_title(inputs)
	if (locale === "el") return __el.error_form_expired_title(inputs)
	if (locale === "hr") return __hr.error_form_expired_title(inputs)
	return __en.error_form_expired_title(inputs)
});
/**
* | output |
* | --- |
* | "There is nothing at this address, or it is not yours to see." |
*
* @param {Error_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_not_found = /** @type {((inputs?: Error_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_FoundInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_not_found(inputs)
	if (locale === "fr") return __fr.error_not_found(inputs)
	if (locale === "it") return __it.error_not_found(inputs)
	if (locale === "pt") return __pt.error_not_found(inputs)
	if (locale === "el") return __el.error_not_found(inputs)
	if (locale === "hr") return __hr.error_not_found(inputs)
	return __en.error_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong on our side; it has been logged." |
*
* @param {Error_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_server = /** @type {((inputs?: Error_ServerInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_ServerInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_server(inputs)
	if (locale === "fr") return __fr.error_server(inputs)
	if (locale === "it") return __it.error_server(inputs)
	if (locale === "pt") return __pt.error_server(inputs)
	if (locale === "el") return __el.error_server(inputs)
	if (locale === "hr") return __hr.error_server(inputs)
	return __en.error_server(inputs)
});
/**
* | output |
* | --- |
* | "Go to the start page" |
*
* @param {Error_Start_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_start_page = /** @type {((inputs?: Error_Start_PageInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Start_PageInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_start_page(inputs)
	if (locale === "fr") return __fr.error_start_page(inputs)
	if (locale === "it") return __it.error_start_page(inputs)
	if (locale === "pt") return __pt.error_start_page(inputs)
	if (locale === "el") return __el.error_start_page(inputs)
	if (locale === "hr") return __hr.error_start_page(inputs)
	return __en.error_start_page(inputs)
});
/**
* | output |
* | --- |
* | "That did not work" |
*
* @param {Error_Title_400Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_400 = /** @type {((inputs?: Error_Title_400Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_400Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_400(inputs)
	if (locale === "fr") return __fr.error_title_400(inputs)
	if (locale === "it") return __it.error_title_400(inputs)
	if (locale === "pt") return __pt.error_title_400(inputs)
	if (locale === "el") return __el.error_title_400(inputs)
	if (locale === "hr") return __hr.error_title_400(inputs)
	return __en.error_title_400(inputs)
});
/**
* | output |
* | --- |
* | "Not allowed" |
*
* @param {Error_Title_403Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_403 = /** @type {((inputs?: Error_Title_403Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_403Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_403(inputs)
	if (locale === "fr") return __fr.error_title_403(inputs)
	if (locale === "it") return __it.error_title_403(inputs)
	if (locale === "pt") return __pt.error_title_403(inputs)
	if (locale === "el") return __el.error_title_403(inputs)
	if (locale === "hr") return __hr.error_title_403(inputs)
	return __en.error_title_403(inputs)
});
/**
* | output |
* | --- |
* | "Not found" |
*
* @param {Error_Title_404Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_404 = /** @type {((inputs?: Error_Title_404Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_404Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_404(inputs)
	if (locale === "fr") return __fr.error_title_404(inputs)
	if (locale === "it") return __it.error_title_404(inputs)
	if (locale === "pt") return __pt.error_title_404(inputs)
	if (locale === "el") return __el.error_title_404(inputs)
	if (locale === "hr") return __hr.error_title_404(inputs)
	return __en.error_title_404(inputs)
});
/**
* | output |
* | --- |
* | "Not allowed here" |
*
* @param {Error_Title_405Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_405 = /** @type {((inputs?: Error_Title_405Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_405Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_405(inputs)
	if (locale === "fr") return __fr.error_title_405(inputs)
	if (locale === "it") return __it.error_title_405(inputs)
	if (locale === "pt") return __pt.error_title_405(inputs)
	if (locale === "el") return __el.error_title_405(inputs)
	if (locale === "hr") return __hr.error_title_405(inputs)
	return __en.error_title_405(inputs)
});
/**
* | output |
* | --- |
* | "That clashes with something" |
*
* @param {Error_Title_409Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_409 = /** @type {((inputs?: Error_Title_409Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_409Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_409(inputs)
	if (locale === "fr") return __fr.error_title_409(inputs)
	if (locale === "it") return __it.error_title_409(inputs)
	if (locale === "pt") return __pt.error_title_409(inputs)
	if (locale === "el") return __el.error_title_409(inputs)
	if (locale === "hr") return __hr.error_title_409(inputs)
	return __en.error_title_409(inputs)
});
/**
* | output |
* | --- |
* | "Too large" |
*
* @param {Error_Title_413Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_413 = /** @type {((inputs?: Error_Title_413Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_413Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_413(inputs)
	if (locale === "fr") return __fr.error_title_413(inputs)
	if (locale === "it") return __it.error_title_413(inputs)
	if (locale === "pt") return __pt.error_title_413(inputs)
	if (locale === "el") return __el.error_title_413(inputs)
	if (locale === "hr") return __hr.error_title_413(inputs)
	return __en.error_title_413(inputs)
});
/**
* | output |
* | --- |
* | "Not accepted" |
*
* @param {Error_Title_415Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_415 = /** @type {((inputs?: Error_Title_415Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_415Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_415(inputs)
	if (locale === "fr") return __fr.error_title_415(inputs)
	if (locale === "it") return __it.error_title_415(inputs)
	if (locale === "pt") return __pt.error_title_415(inputs)
	if (locale === "el") return __el.error_title_415(inputs)
	if (locale === "hr") return __hr.error_title_415(inputs)
	return __en.error_title_415(inputs)
});
/**
* | output |
* | --- |
* | "Please check what you sent" |
*
* @param {Error_Title_422Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_422 = /** @type {((inputs?: Error_Title_422Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_422Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_422(inputs)
	if (locale === "fr") return __fr.error_title_422(inputs)
	if (locale === "it") return __it.error_title_422(inputs)
	if (locale === "pt") return __pt.error_title_422(inputs)
	if (locale === "el") return __el.error_title_422(inputs)
	if (locale === "hr") return __hr.error_title_422(inputs)
	return __en.error_title_422(inputs)
});
/**
* | output |
* | --- |
* | "Too many attempts" |
*
* @param {Error_Title_429Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_429 = /** @type {((inputs?: Error_Title_429Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_429Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_429(inputs)
	if (locale === "fr") return __fr.error_title_429(inputs)
	if (locale === "it") return __it.error_title_429(inputs)
	if (locale === "pt") return __pt.error_title_429(inputs)
	if (locale === "el") return __el.error_title_429(inputs)
	if (locale === "hr") return __hr.error_title_429(inputs)
	return __en.error_title_429(inputs)
});
/**
* | output |
* | --- |
* | "Not available right now" |
*
* @param {Error_Title_503Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_503 = /** @type {((inputs?: Error_Title_503Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_503Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_503(inputs)
	if (locale === "fr") return __fr.error_title_503(inputs)
	if (locale === "it") return __it.error_title_503(inputs)
	if (locale === "pt") return __pt.error_title_503(inputs)
	if (locale === "el") return __el.error_title_503(inputs)
	if (locale === "hr") return __hr.error_title_503(inputs)
	return __en.error_title_503(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Error_Title_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_other = /** @type {((inputs?: Error_Title_OtherInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_OtherInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_title_other(inputs)
	if (locale === "fr") return __fr.error_title_other(inputs)
	if (locale === "it") return __it.error_title_other(inputs)
	if (locale === "pt") return __pt.error_title_other(inputs)
	if (locale === "el") return __el.error_title_other(inputs)
	if (locale === "hr") return __hr.error_title_other(inputs)
	return __en.error_title_other(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Footer_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const footer_language = /** @type {((inputs?: Footer_LanguageInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_LanguageInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.footer_language(inputs)
	if (locale === "fr") return __fr.footer_language(inputs)
	if (locale === "it") return __it.footer_language(inputs)
	if (locale === "pt") return __pt.footer_language(inputs)
	if (locale === "el") return __el.footer_language(inputs)
	if (locale === "hr") return __hr.footer_language(inputs)
	return __en.footer_language(inputs)
});
/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const forgot_password = /** @type {((inputs?: Forgot_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_PasswordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.forgot_password(inputs)
	if (locale === "fr") return __fr.forgot_password(inputs)
	if (locale === "it") return __it.forgot_password(inputs)
	if (locale === "pt") return __pt.forgot_password(inputs)
	if (locale === "el") return __el.forgot_password(inputs)
	if (locale === "hr") return __hr.forgot_password(inputs)
	return __en.forgot_password(inputs)
});
/**
* | output |
* | --- |
* | "See the leaderboards" |
*
* @param {Home_BoardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const home_boards = /** @type {((inputs?: Home_BoardsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_BoardsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_boards(inputs)
	if (locale === "fr") return __fr.home_boards(inputs)
	if (locale === "it") return __it.home_boards(inputs)
	if (locale === "pt") return __pt.home_boards(inputs)
	if (locale === "el") return __el.home_boards(inputs)
	if (locale === "hr") return __hr.home_boards(inputs)
	return __en.home_boards(inputs)
});
/**
* | output |
* | --- |
* | "Log, verify and rank the club’s spearfishing catches." |
*
* @param {Home_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const home_lead = /** @type {((inputs?: Home_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_lead(inputs)
	if (locale === "fr") return __fr.home_lead(inputs)
	if (locale === "it") return __it.home_lead(inputs)
	if (locale === "pt") return __pt.home_lead(inputs)
	if (locale === "el") return __el.home_lead(inputs)
	if (locale === "hr") return __hr.home_lead(inputs)
	return __en.home_lead(inputs)
});
/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const home_title = /** @type {((inputs?: Home_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_title(inputs)
	if (locale === "fr") return __fr.home_title(inputs)
	if (locale === "it") return __it.home_title(inputs)
	if (locale === "pt") return __pt.home_title(inputs)
	if (locale === "el") return __el.home_title(inputs)
	if (locale === "hr") return __hr.home_title(inputs)
	return __en.home_title(inputs)
});
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Nav_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_admin = /** @type {((inputs?: Nav_AdminInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_AdminInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_admin(inputs)
	if (locale === "fr") return __fr.nav_admin(inputs)
	if (locale === "it") return __it.nav_admin(inputs)
	if (locale === "pt") return __pt.nav_admin(inputs)
	if (locale === "el") return __el.nav_admin(inputs)
	if (locale === "hr") return __hr.nav_admin(inputs)
	return __en.nav_admin(inputs)
});
/**
* | output |
* | --- |
* | "Competitions" |
*
* @param {Nav_CompetitionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_competitions = /** @type {((inputs?: Nav_CompetitionsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CompetitionsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_competitions(inputs)
	if (locale === "fr") return __fr.nav_competitions(inputs)
	if (locale === "it") return __it.nav_competitions(inputs)
	if (locale === "pt") return __pt.nav_competitions(inputs)
	if (locale === "el") return __el.nav_competitions(inputs)
	if (locale === "hr") return __hr.nav_competitions(inputs)
	return __en.nav_competitions(inputs)
});
/**
* | output |
* | --- |
* | "Developers" |
*
* @param {Nav_DevelopersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_developers = /** @type {((inputs?: Nav_DevelopersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DevelopersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_developers(inputs)
	if (locale === "fr") return __fr.nav_developers(inputs)
	if (locale === "it") return __it.nav_developers(inputs)
	if (locale === "pt") return __pt.nav_developers(inputs)
	if (locale === "el") return __el.nav_developers(inputs)
	if (locale === "hr") return __hr.nav_developers(inputs)
	return __en.nav_developers(inputs)
});
/**
* | output |
* | --- |
* | "Leaderboards" |
*
* @param {Nav_LeaderboardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_leaderboards = /** @type {((inputs?: Nav_LeaderboardsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_LeaderboardsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_leaderboards(inputs)
	if (locale === "fr") return __fr.nav_leaderboards(inputs)
	if (locale === "it") return __it.nav_leaderboards(inputs)
	if (locale === "pt") return __pt.nav_leaderboards(inputs)
	if (locale === "el") return __el.nav_leaderboards(inputs)
	if (locale === "hr") return __hr.nav_leaderboards(inputs)
	return __en.nav_leaderboards(inputs)
});
/**
* | output |
* | --- |
* | "Log a catch" |
*
* @param {Nav_Log_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_log_catch = /** @type {((inputs?: Nav_Log_CatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Log_CatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_log_catch(inputs)
	if (locale === "fr") return __fr.nav_log_catch(inputs)
	if (locale === "it") return __it.nav_log_catch(inputs)
	if (locale === "pt") return __pt.nav_log_catch(inputs)
	if (locale === "el") return __el.nav_log_catch(inputs)
	if (locale === "hr") return __hr.nav_log_catch(inputs)
	return __en.nav_log_catch(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_MainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_main = /** @type {((inputs?: Nav_MainInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MainInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_main(inputs)
	if (locale === "fr") return __fr.nav_main(inputs)
	if (locale === "it") return __it.nav_main(inputs)
	if (locale === "pt") return __pt.nav_main(inputs)
	if (locale === "el") return __el.nav_main(inputs)
	if (locale === "hr") return __hr.nav_main(inputs)
	return __en.nav_main(inputs)
});
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Nav_MenuInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_menu = /** @type {((inputs?: Nav_MenuInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MenuInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_menu(inputs)
	if (locale === "fr") return __fr.nav_menu(inputs)
	if (locale === "it") return __it.nav_menu(inputs)
	if (locale === "pt") return __pt.nav_menu(inputs)
	if (locale === "el") return __el.nav_menu(inputs)
	if (locale === "hr") return __hr.nav_menu(inputs)
	return __en.nav_menu(inputs)
});
/**
* | output |
* | --- |
* | "My catches" |
*
* @param {Nav_My_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_my_catches = /** @type {((inputs?: Nav_My_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_My_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_my_catches(inputs)
	if (locale === "fr") return __fr.nav_my_catches(inputs)
	if (locale === "it") return __it.nav_my_catches(inputs)
	if (locale === "pt") return __pt.nav_my_catches(inputs)
	if (locale === "el") return __el.nav_my_catches(inputs)
	if (locale === "hr") return __hr.nav_my_catches(inputs)
	return __en.nav_my_catches(inputs)
});
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Nav_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_species = /** @type {((inputs?: Nav_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_species(inputs)
	if (locale === "fr") return __fr.nav_species(inputs)
	if (locale === "it") return __it.nav_species(inputs)
	if (locale === "pt") return __pt.nav_species(inputs)
	if (locale === "el") return __el.nav_species(inputs)
	if (locale === "hr") return __hr.nav_species(inputs)
	return __en.nav_species(inputs)
});
/**
* | output |
* | --- |
* | "Stats" |
*
* @param {Nav_StatsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_stats = /** @type {((inputs?: Nav_StatsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_StatsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_stats(inputs)
	if (locale === "fr") return __fr.nav_stats(inputs)
	if (locale === "it") return __it.nav_stats(inputs)
	if (locale === "pt") return __pt.nav_stats(inputs)
	if (locale === "el") return __el.nav_stats(inputs)
	if (locale === "hr") return __hr.nav_stats(inputs)
	return __en.nav_stats(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Notifications: {count} unread" |
* | * | "Notifications: {count} unread" |
*
* @param {Nav_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_unread = /** @type {((inputs: Nav_UnreadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_UnreadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_unread(inputs)
	if (locale === "fr") return __fr.nav_unread(inputs)
	if (locale === "it") return __it.nav_unread(inputs)
	if (locale === "pt") return __pt.nav_unread(inputs)
	if (locale === "el") return __el.nav_unread(inputs)
	if (locale === "hr") return __hr.nav_unread(inputs)
	return __en.nav_unread(inputs)
});
/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Nav_VerifyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_verify = /** @type {((inputs?: Nav_VerifyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_VerifyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_verify(inputs)
	if (locale === "fr") return __fr.nav_verify(inputs)
	if (locale === "it") return __it.nav_verify(inputs)
	if (locale === "pt") return __pt.nav_verify(inputs)
	if (locale === "el") return __el.nav_verify(inputs)
	if (locale === "hr") return __hr.nav_verify(inputs)
	return __en.nav_verify(inputs)
});
/**
* | output |
* | --- |
* | "{name}: your account" |
*
* @param {Nav_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_your_account = /** @type {((inputs: Nav_Your_AccountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Your_AccountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_your_account(inputs)
	if (locale === "fr") return __fr.nav_your_account(inputs)
	if (locale === "it") return __it.nav_your_account(inputs)
	if (locale === "pt") return __pt.nav_your_account(inputs)
	if (locale === "el") return __el.nav_your_account(inputs)
	if (locale === "hr") return __hr.nav_your_account(inputs)
	return __en.nav_your_account(inputs)
});
/**
* | output |
* | --- |
* | "Your account is deleted. Thank you for diving with us." |
*
* @param {Notice_Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_account_deleted = /** @type {((inputs?: Notice_Account_DeletedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Account_DeletedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_account_deleted(inputs)
	if (locale === "fr") return __fr.notice_account_deleted(inputs)
	if (locale === "it") return __it.notice_account_deleted(inputs)
	if (locale === "pt") return __pt.notice_account_deleted(inputs)
	if (locale === "el") return __el.notice_account_deleted(inputs)
	if (locale === "hr") return __hr.notice_account_deleted(inputs)
	return __en.notice_account_deleted(inputs)
});
/**
* | output |
* | --- |
* | "The app is deleted." |
*
* @param {Notice_App_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_app_deleted = /** @type {((inputs?: Notice_App_DeletedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_DeletedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_app_deleted(inputs)
	if (locale === "fr") return __fr.notice_app_deleted(inputs)
	if (locale === "it") return __it.notice_app_deleted(inputs)
	if (locale === "pt") return __pt.notice_app_deleted(inputs)
	if (locale === "el") return __el.notice_app_deleted(inputs)
	if (locale === "hr") return __hr.notice_app_deleted(inputs)
	return __en.notice_app_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Revoked: the app’s tokens no longer work." |
*
* @param {Notice_App_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_app_revoked = /** @type {((inputs?: Notice_App_RevokedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_RevokedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_app_revoked(inputs)
	if (locale === "fr") return __fr.notice_app_revoked(inputs)
	if (locale === "it") return __it.notice_app_revoked(inputs)
	if (locale === "pt") return __pt.notice_app_revoked(inputs)
	if (locale === "el") return __el.notice_app_revoked(inputs)
	if (locale === "hr") return __hr.notice_app_revoked(inputs)
	return __en.notice_app_revoked(inputs)
});
/**
* | output |
* | --- |
* | "The app is saved." |
*
* @param {Notice_App_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_app_saved = /** @type {((inputs?: Notice_App_SavedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_SavedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_app_saved(inputs)
	if (locale === "fr") return __fr.notice_app_saved(inputs)
	if (locale === "it") return __it.notice_app_saved(inputs)
	if (locale === "pt") return __pt.notice_app_saved(inputs)
	if (locale === "el") return __el.notice_app_saved(inputs)
	if (locale === "hr") return __hr.notice_app_saved(inputs)
	return __en.notice_app_saved(inputs)
});
/**
* | output |
* | --- |
* | "The application is approved." |
*
* @param {Notice_Application_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_application_approved = /** @type {((inputs?: Notice_Application_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Application_ApprovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_application_approved(inputs)
	if (locale === "fr") return __fr.notice_application_approved(inputs)
	if (locale === "it") return __it.notice_application_approved(inputs)
	if (locale === "pt") return __pt.notice_application_approved(inputs)
	if (locale === "el") return __el.notice_application_approved(inputs)
	if (locale === "hr") return __hr.notice_application_approved(inputs)
	return __en.notice_application_approved(inputs)
});
/**
* | output |
* | --- |
* | "The application is declined." |
*
* @param {Notice_Application_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_application_declined = /** @type {((inputs?: Notice_Application_DeclinedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Application_DeclinedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_application_declined(inputs)
	if (locale === "fr") return __fr.notice_application_declined(inputs)
	if (locale === "it") return __it.notice_application_declined(inputs)
	if (locale === "pt") return __pt.notice_application_declined(inputs)
	if (locale === "el") return __el.notice_application_declined(inputs)
	if (locale === "hr") return __hr.notice_application_declined(inputs)
	return __en.notice_application_declined(inputs)
});
/**
* | output |
* | --- |
* | "Thank you: your application is in." |
*
* @param {Notice_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_applied = /** @type {((inputs?: Notice_AppliedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_AppliedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_applied(inputs)
	if (locale === "fr") return __fr.notice_applied(inputs)
	if (locale === "it") return __it.notice_applied(inputs)
	if (locale === "pt") return __pt.notice_applied(inputs)
	if (locale === "el") return __el.notice_applied(inputs)
	if (locale === "hr") return __hr.notice_applied(inputs)
	return __en.notice_applied(inputs)
});
/**
* | output |
* | --- |
* | "Queued again." |
*
* @param {Notice_Delivery_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_delivery_queued = /** @type {((inputs?: Notice_Delivery_QueuedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Delivery_QueuedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_delivery_queued(inputs)
	if (locale === "fr") return __fr.notice_delivery_queued(inputs)
	if (locale === "it") return __it.notice_delivery_queued(inputs)
	if (locale === "pt") return __pt.notice_delivery_queued(inputs)
	if (locale === "el") return __el.notice_delivery_queued(inputs)
	if (locale === "hr") return __hr.notice_delivery_queued(inputs)
	return __en.notice_delivery_queued(inputs)
});
/**
* | output |
* | --- |
* | "Disabled." |
*
* @param {Notice_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_disabled = /** @type {((inputs?: Notice_DisabledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_DisabledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_disabled(inputs)
	if (locale === "fr") return __fr.notice_disabled(inputs)
	if (locale === "it") return __it.notice_disabled(inputs)
	if (locale === "pt") return __pt.notice_disabled(inputs)
	if (locale === "el") return __el.notice_disabled(inputs)
	if (locale === "hr") return __hr.notice_disabled(inputs)
	return __en.notice_disabled(inputs)
});
/**
* | output |
* | --- |
* | "Your email address is changed." |
*
* @param {Notice_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_email_changed = /** @type {((inputs?: Notice_Email_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Email_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_email_changed(inputs)
	if (locale === "fr") return __fr.notice_email_changed(inputs)
	if (locale === "it") return __it.notice_email_changed(inputs)
	if (locale === "pt") return __pt.notice_email_changed(inputs)
	if (locale === "el") return __el.notice_email_changed(inputs)
	if (locale === "hr") return __hr.notice_email_changed(inputs)
	return __en.notice_email_changed(inputs)
});
/**
* | output |
* | --- |
* | "Almost done: open the link we mailed to the new address. Until then your address stays as it was." |
*
* @param {Notice_Email_Confirm_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_email_confirm_sent = /** @type {((inputs?: Notice_Email_Confirm_SentInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Email_Confirm_SentInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_email_confirm_sent(inputs)
	if (locale === "fr") return __fr.notice_email_confirm_sent(inputs)
	if (locale === "it") return __it.notice_email_confirm_sent(inputs)
	if (locale === "pt") return __pt.notice_email_confirm_sent(inputs)
	if (locale === "el") return __el.notice_email_confirm_sent(inputs)
	if (locale === "hr") return __hr.notice_email_confirm_sent(inputs)
	return __en.notice_email_confirm_sent(inputs)
});
/**
* | output |
* | --- |
* | "Enabled." |
*
* @param {Notice_EnabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_enabled = /** @type {((inputs?: Notice_EnabledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_EnabledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_enabled(inputs)
	if (locale === "fr") return __fr.notice_enabled(inputs)
	if (locale === "it") return __it.notice_enabled(inputs)
	if (locale === "pt") return __pt.notice_enabled(inputs)
	if (locale === "el") return __el.notice_enabled(inputs)
	if (locale === "hr") return __hr.notice_enabled(inputs)
	return __en.notice_enabled(inputs)
});
/**
* | output |
* | --- |
* | "The endpoint is deleted." |
*
* @param {Notice_Endpoint_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_endpoint_deleted = /** @type {((inputs?: Notice_Endpoint_DeletedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Endpoint_DeletedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_endpoint_deleted(inputs)
	if (locale === "fr") return __fr.notice_endpoint_deleted(inputs)
	if (locale === "it") return __it.notice_endpoint_deleted(inputs)
	if (locale === "pt") return __pt.notice_endpoint_deleted(inputs)
	if (locale === "el") return __el.notice_endpoint_deleted(inputs)
	if (locale === "hr") return __hr.notice_endpoint_deleted(inputs)
	return __en.notice_endpoint_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Refused: the catch is unverified." |
*
* @param {Notice_Grade_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_grade_refused = /** @type {((inputs?: Notice_Grade_RefusedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Grade_RefusedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_grade_refused(inputs)
	if (locale === "fr") return __fr.notice_grade_refused(inputs)
	if (locale === "it") return __it.notice_grade_refused(inputs)
	if (locale === "pt") return __pt.notice_grade_refused(inputs)
	if (locale === "el") return __el.notice_grade_refused(inputs)
	if (locale === "hr") return __hr.notice_grade_refused(inputs)
	return __en.notice_grade_refused(inputs)
});
/**
* | output |
* | --- |
* | "Graded bronze." |
*
* @param {Notice_Graded_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_graded_bronze = /** @type {((inputs?: Notice_Graded_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_graded_bronze(inputs)
	if (locale === "fr") return __fr.notice_graded_bronze(inputs)
	if (locale === "it") return __it.notice_graded_bronze(inputs)
	if (locale === "pt") return __pt.notice_graded_bronze(inputs)
	if (locale === "el") return __el.notice_graded_bronze(inputs)
	if (locale === "hr") return __hr.notice_graded_bronze(inputs)
	return __en.notice_graded_bronze(inputs)
});
/**
* | output |
* | --- |
* | "Graded gold." |
*
* @param {Notice_Graded_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_graded_gold = /** @type {((inputs?: Notice_Graded_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_graded_gold(inputs)
	if (locale === "fr") return __fr.notice_graded_gold(inputs)
	if (locale === "it") return __it.notice_graded_gold(inputs)
	if (locale === "pt") return __pt.notice_graded_gold(inputs)
	if (locale === "el") return __el.notice_graded_gold(inputs)
	if (locale === "hr") return __hr.notice_graded_gold(inputs)
	return __en.notice_graded_gold(inputs)
});
/**
* | output |
* | --- |
* | "Graded silver." |
*
* @param {Notice_Graded_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_graded_silver = /** @type {((inputs?: Notice_Graded_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_graded_silver(inputs)
	if (locale === "fr") return __fr.notice_graded_silver(inputs)
	if (locale === "it") return __it.notice_graded_silver(inputs)
	if (locale === "pt") return __pt.notice_graded_silver(inputs)
	if (locale === "el") return __el.notice_graded_silver(inputs)
	if (locale === "hr") return __hr.notice_graded_silver(inputs)
	return __en.notice_graded_silver(inputs)
});
/**
* | output |
* | --- |
* | "The invitation is sent again, with a new link." |
*
* @param {Notice_Invitation_ResentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_invitation_resent = /** @type {((inputs?: Notice_Invitation_ResentInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Invitation_ResentInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_invitation_resent(inputs)
	if (locale === "fr") return __fr.notice_invitation_resent(inputs)
	if (locale === "it") return __it.notice_invitation_resent(inputs)
	if (locale === "pt") return __pt.notice_invitation_resent(inputs)
	if (locale === "el") return __el.notice_invitation_resent(inputs)
	if (locale === "hr") return __hr.notice_invitation_resent(inputs)
	return __en.notice_invitation_resent(inputs)
});
/**
* | output |
* | --- |
* | "The invitation is revoked: its link no longer works." |
*
* @param {Notice_Invitation_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_invitation_revoked = /** @type {((inputs?: Notice_Invitation_RevokedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Invitation_RevokedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_invitation_revoked(inputs)
	if (locale === "fr") return __fr.notice_invitation_revoked(inputs)
	if (locale === "it") return __it.notice_invitation_revoked(inputs)
	if (locale === "pt") return __pt.notice_invitation_revoked(inputs)
	if (locale === "el") return __el.notice_invitation_revoked(inputs)
	if (locale === "hr") return __hr.notice_invitation_revoked(inputs)
	return __en.notice_invitation_revoked(inputs)
});
/**
* | output |
* | --- |
* | "The invitation is on its way." |
*
* @param {Notice_InvitedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_invited = /** @type {((inputs?: Notice_InvitedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_InvitedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_invited(inputs)
	if (locale === "fr") return __fr.notice_invited(inputs)
	if (locale === "it") return __it.notice_invited(inputs)
	if (locale === "pt") return __pt.notice_invited(inputs)
	if (locale === "el") return __el.notice_invited(inputs)
	if (locale === "hr") return __hr.notice_invited(inputs)
	return __en.notice_invited(inputs)
});
/**
* | output |
* | --- |
* | "The key is revoked." |
*
* @param {Notice_Key_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_key_revoked = /** @type {((inputs?: Notice_Key_RevokedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Key_RevokedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_key_revoked(inputs)
	if (locale === "fr") return __fr.notice_key_revoked(inputs)
	if (locale === "it") return __it.notice_key_revoked(inputs)
	if (locale === "pt") return __pt.notice_key_revoked(inputs)
	if (locale === "el") return __el.notice_key_revoked(inputs)
	if (locale === "hr") return __hr.notice_key_revoked(inputs)
	return __en.notice_key_revoked(inputs)
});
/**
* | output |
* | --- |
* | "The passkey is added: sign in with it next time, no password needed." |
*
* @param {Notice_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_passkey_added = /** @type {((inputs?: Notice_Passkey_AddedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_AddedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_passkey_added(inputs)
	if (locale === "fr") return __fr.notice_passkey_added(inputs)
	if (locale === "it") return __it.notice_passkey_added(inputs)
	if (locale === "pt") return __pt.notice_passkey_added(inputs)
	if (locale === "el") return __el.notice_passkey_added(inputs)
	if (locale === "hr") return __hr.notice_passkey_added(inputs)
	return __en.notice_passkey_added(inputs)
});
/**
* | output |
* | --- |
* | "The passkey is removed: it no longer signs you in." |
*
* @param {Notice_Passkey_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_passkey_removed = /** @type {((inputs?: Notice_Passkey_RemovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_RemovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_passkey_removed(inputs)
	if (locale === "fr") return __fr.notice_passkey_removed(inputs)
	if (locale === "it") return __it.notice_passkey_removed(inputs)
	if (locale === "pt") return __pt.notice_passkey_removed(inputs)
	if (locale === "el") return __el.notice_passkey_removed(inputs)
	if (locale === "hr") return __hr.notice_passkey_removed(inputs)
	return __en.notice_passkey_removed(inputs)
});
/**
* | output |
* | --- |
* | "The passkey is renamed." |
*
* @param {Notice_Passkey_RenamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_passkey_renamed = /** @type {((inputs?: Notice_Passkey_RenamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_RenamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_passkey_renamed(inputs)
	if (locale === "fr") return __fr.notice_passkey_renamed(inputs)
	if (locale === "it") return __it.notice_passkey_renamed(inputs)
	if (locale === "pt") return __pt.notice_passkey_renamed(inputs)
	if (locale === "el") return __el.notice_passkey_renamed(inputs)
	if (locale === "hr") return __hr.notice_passkey_renamed(inputs)
	return __en.notice_passkey_renamed(inputs)
});
/**
* | output |
* | --- |
* | "Your password is changed; every other session is signed out." |
*
* @param {Notice_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_password_changed = /** @type {((inputs?: Notice_Password_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Password_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_password_changed(inputs)
	if (locale === "fr") return __fr.notice_password_changed(inputs)
	if (locale === "it") return __it.notice_password_changed(inputs)
	if (locale === "pt") return __pt.notice_password_changed(inputs)
	if (locale === "el") return __el.notice_password_changed(inputs)
	if (locale === "hr") return __hr.notice_password_changed(inputs)
	return __en.notice_password_changed(inputs)
});
/**
* | output |
* | --- |
* | "The person is added." |
*
* @param {Notice_Person_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_person_added = /** @type {((inputs?: Notice_Person_AddedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Person_AddedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_person_added(inputs)
	if (locale === "fr") return __fr.notice_person_added(inputs)
	if (locale === "it") return __it.notice_person_added(inputs)
	if (locale === "pt") return __pt.notice_person_added(inputs)
	if (locale === "el") return __el.notice_person_added(inputs)
	if (locale === "hr") return __hr.notice_person_added(inputs)
	return __en.notice_person_added(inputs)
});
/**
* | output |
* | --- |
* | "Role changed." |
*
* @param {Notice_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_role_changed = /** @type {((inputs?: Notice_Role_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Role_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_role_changed(inputs)
	if (locale === "fr") return __fr.notice_role_changed(inputs)
	if (locale === "it") return __it.notice_role_changed(inputs)
	if (locale === "pt") return __pt.notice_role_changed(inputs)
	if (locale === "el") return __el.notice_role_changed(inputs)
	if (locale === "hr") return __hr.notice_role_changed(inputs)
	return __en.notice_role_changed(inputs)
});
/**
* | output |
* | --- |
* | "Saved." |
*
* @param {Notice_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_saved = /** @type {((inputs?: Notice_SavedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_SavedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_saved(inputs)
	if (locale === "fr") return __fr.notice_saved(inputs)
	if (locale === "it") return __it.notice_saved(inputs)
	if (locale === "pt") return __pt.notice_saved(inputs)
	if (locale === "el") return __el.notice_saved(inputs)
	if (locale === "hr") return __hr.notice_saved(inputs)
	return __en.notice_saved(inputs)
});
/**
* | output |
* | --- |
* | "The authenticator app is removed; every other session is signed out." |
*
* @param {Notice_Second_Factor_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_second_factor_removed = /** @type {((inputs?: Notice_Second_Factor_RemovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Second_Factor_RemovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_second_factor_removed(inputs)
	if (locale === "fr") return __fr.notice_second_factor_removed(inputs)
	if (locale === "it") return __it.notice_second_factor_removed(inputs)
	if (locale === "pt") return __pt.notice_second_factor_removed(inputs)
	if (locale === "el") return __el.notice_second_factor_removed(inputs)
	if (locale === "hr") return __hr.notice_second_factor_removed(inputs)
	return __en.notice_second_factor_removed(inputs)
});
/**
* | output |
* | --- |
* | "The second factor is reset: the person is signed out everywhere and can set up a new one." |
*
* @param {Notice_Second_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_second_factor_reset = /** @type {((inputs?: Notice_Second_Factor_ResetInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Second_Factor_ResetInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_second_factor_reset(inputs)
	if (locale === "fr") return __fr.notice_second_factor_reset(inputs)
	if (locale === "it") return __it.notice_second_factor_reset(inputs)
	if (locale === "pt") return __pt.notice_second_factor_reset(inputs)
	if (locale === "el") return __el.notice_second_factor_reset(inputs)
	if (locale === "hr") return __hr.notice_second_factor_reset(inputs)
	return __en.notice_second_factor_reset(inputs)
});
/**
* | output |
* | --- |
* | "The secret is rotated." |
*
* @param {Notice_Secret_RotatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_secret_rotated = /** @type {((inputs?: Notice_Secret_RotatedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Secret_RotatedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_secret_rotated(inputs)
	if (locale === "fr") return __fr.notice_secret_rotated(inputs)
	if (locale === "it") return __it.notice_secret_rotated(inputs)
	if (locale === "pt") return __pt.notice_secret_rotated(inputs)
	if (locale === "el") return __el.notice_secret_rotated(inputs)
	if (locale === "hr") return __hr.notice_secret_rotated(inputs)
	return __en.notice_secret_rotated(inputs)
});
/**
* | output |
* | --- |
* | "That session is signed out." |
*
* @param {Notice_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_session_ended = /** @type {((inputs?: Notice_Session_EndedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Session_EndedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_session_ended(inputs)
	if (locale === "fr") return __fr.notice_session_ended(inputs)
	if (locale === "it") return __it.notice_session_ended(inputs)
	if (locale === "pt") return __pt.notice_session_ended(inputs)
	if (locale === "el") return __el.notice_session_ended(inputs)
	if (locale === "hr") return __hr.notice_session_ended(inputs)
	return __en.notice_session_ended(inputs)
});
/**
* | output |
* | --- |
* | "Every other session is signed out." |
*
* @param {Notice_Sessions_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_sessions_ended = /** @type {((inputs?: Notice_Sessions_EndedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sessions_EndedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_sessions_ended(inputs)
	if (locale === "fr") return __fr.notice_sessions_ended(inputs)
	if (locale === "it") return __it.notice_sessions_ended(inputs)
	if (locale === "pt") return __pt.notice_sessions_ended(inputs)
	if (locale === "el") return __el.notice_sessions_ended(inputs)
	if (locale === "hr") return __hr.notice_sessions_ended(inputs)
	return __en.notice_sessions_ended(inputs)
});
/**
* | output |
* | --- |
* | "You are the administrator now. Invite people below." |
*
* @param {Notice_Setup_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_setup_done = /** @type {((inputs?: Notice_Setup_DoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Setup_DoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_setup_done(inputs)
	if (locale === "fr") return __fr.notice_setup_done(inputs)
	if (locale === "it") return __it.notice_setup_done(inputs)
	if (locale === "pt") return __pt.notice_setup_done(inputs)
	if (locale === "el") return __el.notice_setup_done(inputs)
	if (locale === "hr") return __hr.notice_setup_done(inputs)
	return __en.notice_setup_done(inputs)
});
/**
* | output |
* | --- |
* | "The sign-up is approved: the person can sign in." |
*
* @param {Notice_Sign_Up_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_sign_up_approved = /** @type {((inputs?: Notice_Sign_Up_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sign_Up_ApprovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_sign_up_approved(inputs)
	if (locale === "fr") return __fr.notice_sign_up_approved(inputs)
	if (locale === "it") return __it.notice_sign_up_approved(inputs)
	if (locale === "pt") return __pt.notice_sign_up_approved(inputs)
	if (locale === "el") return __el.notice_sign_up_approved(inputs)
	if (locale === "hr") return __hr.notice_sign_up_approved(inputs)
	return __en.notice_sign_up_approved(inputs)
});
/**
* | output |
* | --- |
* | "The sign-up is declined." |
*
* @param {Notice_Sign_Up_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_sign_up_declined = /** @type {((inputs?: Notice_Sign_Up_DeclinedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sign_Up_DeclinedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_sign_up_declined(inputs)
	if (locale === "fr") return __fr.notice_sign_up_declined(inputs)
	if (locale === "it") return __it.notice_sign_up_declined(inputs)
	if (locale === "pt") return __pt.notice_sign_up_declined(inputs)
	if (locale === "el") return __el.notice_sign_up_declined(inputs)
	if (locale === "hr") return __hr.notice_sign_up_declined(inputs)
	return __en.notice_sign_up_declined(inputs)
});
/**
* | output |
* | --- |
* | "A test event is on its way." |
*
* @param {Notice_Test_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_test_sent = /** @type {((inputs?: Notice_Test_SentInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Test_SentInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_test_sent(inputs)
	if (locale === "fr") return __fr.notice_test_sent(inputs)
	if (locale === "it") return __it.notice_test_sent(inputs)
	if (locale === "pt") return __pt.notice_test_sent(inputs)
	if (locale === "el") return __el.notice_test_sent(inputs)
	if (locale === "hr") return __hr.notice_test_sent(inputs)
	return __en.notice_test_sent(inputs)
});
/**
* | output |
* | --- |
* | "Welcome to catchd!" |
*
* @param {Notice_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_welcome = /** @type {((inputs?: Notice_WelcomeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_WelcomeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_welcome(inputs)
	if (locale === "fr") return __fr.notice_welcome(inputs)
	if (locale === "it") return __it.notice_welcome(inputs)
	if (locale === "pt") return __pt.notice_welcome(inputs)
	if (locale === "el") return __el.notice_welcome(inputs)
	if (locale === "hr") return __hr.notice_welcome(inputs)
	return __en.notice_welcome(inputs)
});
/**
* | output |
* | --- |
* | "or" |
*
* @param {OrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const or = /** @type {((inputs?: OrInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<OrInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.or(inputs)
	if (locale === "fr") return __fr.or(inputs)
	if (locale === "it") return __it.or(inputs)
	if (locale === "pt") return __pt.or(inputs)
	if (locale === "el") return __el.or(inputs)
	if (locale === "hr") return __hr.or(inputs)
	return __en.or(inputs)
});
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Pager_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_label = /** @type {((inputs?: Pager_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pager_label(inputs)
	if (locale === "fr") return __fr.pager_label(inputs)
	if (locale === "it") return __it.pager_label(inputs)
	if (locale === "pt") return __pt.pager_label(inputs)
	if (locale === "el") return __el.pager_label(inputs)
	if (locale === "hr") return __hr.pager_label(inputs)
	return __en.pager_label(inputs)
});
/**
* | output |
* | --- |
* | "Next →" |
*
* @param {Pager_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_next = /** @type {((inputs?: Pager_NextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_NextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pager_next(inputs)
	if (locale === "fr") return __fr.pager_next(inputs)
	if (locale === "it") return __it.pager_next(inputs)
	if (locale === "pt") return __pt.pager_next(inputs)
	if (locale === "el") return __el.pager_next(inputs)
	if (locale === "hr") return __hr.pager_next(inputs)
	return __en.pager_next(inputs)
});
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Pager_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_page = /** @type {((inputs: Pager_PageInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_PageInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pager_page(inputs)
	if (locale === "fr") return __fr.pager_page(inputs)
	if (locale === "it") return __it.pager_page(inputs)
	if (locale === "pt") return __pt.pager_page(inputs)
	if (locale === "el") return __el.pager_page(inputs)
	if (locale === "hr") return __hr.pager_page(inputs)
	return __en.pager_page(inputs)
});
/**
* | output |
* | --- |
* | "Page {page} of {last}" |
*
* @param {Pager_Page_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_page_of = /** @type {((inputs: Pager_Page_OfInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_Page_OfInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pager_page_of(inputs)
	if (locale === "fr") return __fr.pager_page_of(inputs)
	if (locale === "it") return __it.pager_page_of(inputs)
	if (locale === "pt") return __pt.pager_page_of(inputs)
	if (locale === "el") return __el.pager_page_of(inputs)
	if (locale === "hr") return __hr.pager_page_of(inputs)
	return __en.pager_page_of(inputs)
});
/**
* | output |
* | --- |
* | "← Previous" |
*
* @param {Pager_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_previous = /** @type {((inputs?: Pager_PreviousInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_PreviousInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pager_previous(inputs)
	if (locale === "fr") return __fr.pager_previous(inputs)
	if (locale === "it") return __it.pager_previous(inputs)
	if (locale === "pt") return __pt.pager_previous(inputs)
	if (locale === "el") return __el.pager_previous(inputs)
	if (locale === "hr") return __hr.pager_previous(inputs)
	return __en.pager_previous(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with a passkey" |
*
* @param {Passkey_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_sign_in = /** @type {((inputs?: Passkey_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Sign_InInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.passkey_sign_in(inputs)
	if (locale === "fr") return __fr.passkey_sign_in(inputs)
	if (locale === "it") return __it.passkey_sign_in(inputs)
	if (locale === "pt") return __pt.passkey_sign_in(inputs)
	if (locale === "el") return __el.passkey_sign_in(inputs)
	if (locale === "hr") return __hr.passkey_sign_in(inputs)
	return __en.passkey_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Password_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const password_label = /** @type {((inputs?: Password_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.password_label(inputs)
	if (locale === "fr") return __fr.password_label(inputs)
	if (locale === "it") return __it.password_label(inputs)
	if (locale === "pt") return __pt.password_label(inputs)
	if (locale === "el") return __el.password_label(inputs)
	if (locale === "hr") return __hr.password_label(inputs)
	return __en.password_label(inputs)
});
/**
* | output |
* | --- |
* | "Please fix these and send again:" |
*
* @param {Problems_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const problems_title = /** @type {((inputs?: Problems_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Problems_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.problems_title(inputs)
	if (locale === "fr") return __fr.problems_title(inputs)
	if (locale === "it") return __it.problems_title(inputs)
	if (locale === "pt") return __pt.problems_title(inputs)
	if (locale === "el") return __el.problems_title(inputs)
	if (locale === "hr") return __hr.problems_title(inputs)
	return __en.problems_title(inputs)
});
/**
* | output |
* | --- |
* | "Most catches" |
*
* @param {Share_Board_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_catch_count = /** @type {((inputs?: Share_Board_Catch_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_Catch_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_board_catch_count(inputs)
	if (locale === "fr") return __fr.share_board_catch_count(inputs)
	if (locale === "it") return __it.share_board_catch_count(inputs)
	if (locale === "pt") return __pt.share_board_catch_count(inputs)
	if (locale === "el") return __el.share_board_catch_count(inputs)
	if (locale === "hr") return __hr.share_board_catch_count(inputs)
	return __en.share_board_catch_count(inputs)
});
/**
* | output |
* | --- |
* | "Deepest catch" |
*
* @param {Share_Board_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_deepest = /** @type {((inputs?: Share_Board_DeepestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_DeepestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_board_deepest(inputs)
	if (locale === "fr") return __fr.share_board_deepest(inputs)
	if (locale === "it") return __it.share_board_deepest(inputs)
	if (locale === "pt") return __pt.share_board_deepest(inputs)
	if (locale === "el") return __el.share_board_deepest(inputs)
	if (locale === "hr") return __hr.share_board_deepest(inputs)
	return __en.share_board_deepest(inputs)
});
/**
* | output |
* | --- |
* | "The leaderboard of {club}: {board}." |
*
* @param {Share_Board_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_description = /** @type {((inputs: Share_Board_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_DescriptionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_board_description(inputs)
	if (locale === "fr") return __fr.share_board_description(inputs)
	if (locale === "it") return __it.share_board_description(inputs)
	if (locale === "pt") return __pt.share_board_description(inputs)
	if (locale === "el") return __el.share_board_description(inputs)
	if (locale === "hr") return __hr.share_board_description(inputs)
	return __en.share_board_description(inputs)
});
/**
* | output |
* | --- |
* | "No catches on this board yet." |
*
* @param {Share_Board_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_empty = /** @type {((inputs?: Share_Board_EmptyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_EmptyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_board_empty(inputs)
	if (locale === "fr") return __fr.share_board_empty(inputs)
	if (locale === "it") return __it.share_board_empty(inputs)
	if (locale === "pt") return __pt.share_board_empty(inputs)
	if (locale === "el") return __el.share_board_empty(inputs)
	if (locale === "hr") return __hr.share_board_empty(inputs)
	return __en.share_board_empty(inputs)
});
/**
* | output |
* | --- |
* | "Heaviest fish" |
*
* @param {Share_Board_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_heaviest = /** @type {((inputs?: Share_Board_HeaviestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_HeaviestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_board_heaviest(inputs)
	if (locale === "fr") return __fr.share_board_heaviest(inputs)
	if (locale === "it") return __it.share_board_heaviest(inputs)
	if (locale === "pt") return __pt.share_board_heaviest(inputs)
	if (locale === "el") return __el.share_board_heaviest(inputs)
	if (locale === "hr") return __hr.share_board_heaviest(inputs)
	return __en.share_board_heaviest(inputs)
});
/**
* | output |
* | --- |
* | "Total weight" |
*
* @param {Share_Board_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_total_weight = /** @type {((inputs?: Share_Board_Total_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_Total_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_board_total_weight(inputs)
	if (locale === "fr") return __fr.share_board_total_weight(inputs)
	if (locale === "it") return __it.share_board_total_weight(inputs)
	if (locale === "pt") return __pt.share_board_total_weight(inputs)
	if (locale === "el") return __el.share_board_total_weight(inputs)
	if (locale === "hr") return __hr.share_board_total_weight(inputs)
	return __en.share_board_total_weight(inputs)
});
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Share_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_button = /** @type {((inputs?: Share_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_ButtonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_button(inputs)
	if (locale === "fr") return __fr.share_button(inputs)
	if (locale === "it") return __it.share_button(inputs)
	if (locale === "pt") return __pt.share_button(inputs)
	if (locale === "el") return __el.share_button(inputs)
	if (locale === "hr") return __hr.share_button(inputs)
	return __en.share_button(inputs)
});
/**
* | output |
* | --- |
* | "Caught by {diver}" |
*
* @param {Share_Catch_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_catch_by = /** @type {((inputs: Share_Catch_ByInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_ByInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_catch_by(inputs)
	if (locale === "fr") return __fr.share_catch_by(inputs)
	if (locale === "it") return __it.share_catch_by(inputs)
	if (locale === "pt") return __pt.share_catch_by(inputs)
	if (locale === "el") return __el.share_catch_by(inputs)
	if (locale === "hr") return __hr.share_catch_by(inputs)
	return __en.share_catch_by(inputs)
});
/**
* | output |
* | --- |
* | "Caught by {diver}, logged with {club}." |
*
* @param {Share_Catch_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_catch_description = /** @type {((inputs: Share_Catch_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_DescriptionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_catch_description(inputs)
	if (locale === "fr") return __fr.share_catch_description(inputs)
	if (locale === "it") return __it.share_catch_description(inputs)
	if (locale === "pt") return __pt.share_catch_description(inputs)
	if (locale === "el") return __el.share_catch_description(inputs)
	if (locale === "hr") return __hr.share_catch_description(inputs)
	return __en.share_catch_description(inputs)
});
/**
* | output |
* | --- |
* | "{species}, {weight}" |
*
* @param {Share_Catch_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_catch_title = /** @type {((inputs: Share_Catch_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_catch_title(inputs)
	if (locale === "fr") return __fr.share_catch_title(inputs)
	if (locale === "it") return __it.share_catch_title(inputs)
	if (locale === "pt") return __pt.share_catch_title(inputs)
	if (locale === "el") return __el.share_catch_title(inputs)
	if (locale === "hr") return __hr.share_catch_title(inputs)
	return __en.share_catch_title(inputs)
});
/**
* | output |
* | --- |
* | "Link copied" |
*
* @param {Share_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_copied = /** @type {((inputs?: Share_CopiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_CopiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_copied(inputs)
	if (locale === "fr") return __fr.share_copied(inputs)
	if (locale === "it") return __it.share_copied(inputs)
	if (locale === "pt") return __pt.share_copied(inputs)
	if (locale === "el") return __el.share_copied(inputs)
	if (locale === "hr") return __hr.share_copied(inputs)
	return __en.share_copied(inputs)
});
/**
* | output |
* | --- |
* | "Copying failed: select the link and copy it." |
*
* @param {Share_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_copy_failed = /** @type {((inputs?: Share_Copy_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Copy_FailedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_copy_failed(inputs)
	if (locale === "fr") return __fr.share_copy_failed(inputs)
	if (locale === "it") return __it.share_copy_failed(inputs)
	if (locale === "pt") return __pt.share_copy_failed(inputs)
	if (locale === "el") return __el.share_copy_failed(inputs)
	if (locale === "hr") return __hr.share_copy_failed(inputs)
	return __en.share_copy_failed(inputs)
});
/**
* | output |
* | --- |
* | "Link to this page" |
*
* @param {Share_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_link = /** @type {((inputs?: Share_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_link(inputs)
	if (locale === "fr") return __fr.share_link(inputs)
	if (locale === "it") return __it.share_link(inputs)
	if (locale === "pt") return __pt.share_link(inputs)
	if (locale === "el") return __el.share_link(inputs)
	if (locale === "hr") return __hr.share_link(inputs)
	return __en.share_link(inputs)
});
/**
* | output |
* | --- |
* | "{rank}. {name} · {value}" |
*
* @param {Share_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_place = /** @type {((inputs: Share_PlaceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_PlaceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_place(inputs)
	if (locale === "fr") return __fr.share_place(inputs)
	if (locale === "it") return __it.share_place(inputs)
	if (locale === "pt") return __pt.share_place(inputs)
	if (locale === "el") return __el.share_place(inputs)
	if (locale === "hr") return __hr.share_place(inputs)
	return __en.share_place(inputs)
});
/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "{rank}. {name} · {points} point" |
* | * | "{rank}. {name} · {points} points" |
*
* @param {Share_PodiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_podium = /** @type {((inputs: Share_PodiumInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_PodiumInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_podium(inputs)
	if (locale === "fr") return __fr.share_podium(inputs)
	if (locale === "it") return __it.share_podium(inputs)
	if (locale === "pt") return __pt.share_podium(inputs)
	if (locale === "el") return __el.share_podium(inputs)
	if (locale === "hr") return __hr.share_podium(inputs)
	return __en.share_podium(inputs)
});
/**
* | output |
* | --- |
* | "{status} of {name}, a competition of {club}." |
*
* @param {Share_Results_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_results_description = /** @type {((inputs: Share_Results_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Results_DescriptionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_results_description(inputs)
	if (locale === "fr") return __fr.share_results_description(inputs)
	if (locale === "it") return __it.share_results_description(inputs)
	if (locale === "pt") return __pt.share_results_description(inputs)
	if (locale === "el") return __el.share_results_description(inputs)
	if (locale === "hr") return __hr.share_results_description(inputs)
	return __en.share_results_description(inputs)
});
/**
* | output |
* | --- |
* | "Shared." |
*
* @param {Share_SharedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_shared = /** @type {((inputs?: Share_SharedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_SharedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_shared(inputs)
	if (locale === "fr") return __fr.share_shared(inputs)
	if (locale === "it") return __it.share_shared(inputs)
	if (locale === "pt") return __pt.share_shared(inputs)
	if (locale === "el") return __el.share_shared(inputs)
	if (locale === "hr") return __hr.share_shared(inputs)
	return __en.share_shared(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Share_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_cancelled = /** @type {((inputs?: Share_Status_CancelledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_CancelledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_status_cancelled(inputs)
	if (locale === "fr") return __fr.share_status_cancelled(inputs)
	if (locale === "it") return __it.share_status_cancelled(inputs)
	if (locale === "pt") return __pt.share_status_cancelled(inputs)
	if (locale === "el") return __el.share_status_cancelled(inputs)
	if (locale === "hr") return __hr.share_status_cancelled(inputs)
	return __en.share_status_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Final results" |
*
* @param {Share_Status_FinalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_final = /** @type {((inputs?: Share_Status_FinalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_FinalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_status_final(inputs)
	if (locale === "fr") return __fr.share_status_final(inputs)
	if (locale === "it") return __it.share_status_final(inputs)
	if (locale === "pt") return __pt.share_status_final(inputs)
	if (locale === "el") return __el.share_status_final(inputs)
	if (locale === "hr") return __hr.share_status_final(inputs)
	return __en.share_status_final(inputs)
});
/**
* | output |
* | --- |
* | "Not started yet" |
*
* @param {Share_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_open = /** @type {((inputs?: Share_Status_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_OpenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_status_open(inputs)
	if (locale === "fr") return __fr.share_status_open(inputs)
	if (locale === "it") return __it.share_status_open(inputs)
	if (locale === "pt") return __pt.share_status_open(inputs)
	if (locale === "el") return __el.share_status_open(inputs)
	if (locale === "hr") return __hr.share_status_open(inputs)
	return __en.share_status_open(inputs)
});
/**
* | output |
* | --- |
* | "Provisional results" |
*
* @param {Share_Status_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_provisional = /** @type {((inputs?: Share_Status_ProvisionalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_ProvisionalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_status_provisional(inputs)
	if (locale === "fr") return __fr.share_status_provisional(inputs)
	if (locale === "it") return __it.share_status_provisional(inputs)
	if (locale === "pt") return __pt.share_status_provisional(inputs)
	if (locale === "el") return __el.share_status_provisional(inputs)
	if (locale === "hr") return __hr.share_status_provisional(inputs)
	return __en.share_status_provisional(inputs)
});
/**
* | output |
* | --- |
* | "Standings so far" |
*
* @param {Share_Status_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_status_running = /** @type {((inputs?: Share_Status_RunningInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_RunningInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_status_running(inputs)
	if (locale === "fr") return __fr.share_status_running(inputs)
	if (locale === "it") return __it.share_status_running(inputs)
	if (locale === "pt") return __pt.share_status_running(inputs)
	if (locale === "el") return __el.share_status_running(inputs)
	if (locale === "hr") return __hr.share_status_running(inputs)
	return __en.share_status_running(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in = /** @type {((inputs?: Sign_InInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_InInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in(inputs)
	if (locale === "fr") return __fr.sign_in(inputs)
	if (locale === "it") return __it.sign_in(inputs)
	if (locale === "pt") return __pt.sign_in(inputs)
	if (locale === "el") return __el.sign_in(inputs)
	if (locale === "hr") return __hr.sign_in(inputs)
	return __en.sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Please sign in again." |
*
* @param {Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_again = /** @type {((inputs?: Sign_In_AgainInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_AgainInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_again(inputs)
	if (locale === "fr") return __fr.sign_in_again(inputs)
	if (locale === "it") return __it.sign_in_again(inputs)
	if (locale === "pt") return __pt.sign_in_again(inputs)
	if (locale === "el") return __el.sign_in_again(inputs)
	if (locale === "hr") return __hr.sign_in_again(inputs)
	return __en.sign_in_again(inputs)
});
/**
* | output |
* | --- |
* | "Too many sign-ins are being checked at once." |
*
* @param {Sign_In_BusyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_busy = /** @type {((inputs?: Sign_In_BusyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_BusyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_busy(inputs)
	if (locale === "fr") return __fr.sign_in_busy(inputs)
	if (locale === "it") return __it.sign_in_busy(inputs)
	if (locale === "pt") return __pt.sign_in_busy(inputs)
	if (locale === "el") return __el.sign_in_busy(inputs)
	if (locale === "hr") return __hr.sign_in_busy(inputs)
	return __en.sign_in_busy(inputs)
});
/**
* | output |
* | --- |
* | "Busy" |
*
* @param {Sign_In_Busy_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_busy_title = /** @type {((inputs?: Sign_In_Busy_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Busy_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_busy_title(inputs)
	if (locale === "fr") return __fr.sign_in_busy_title(inputs)
	if (locale === "it") return __it.sign_in_busy_title(inputs)
	if (locale === "pt") return __pt.sign_in_busy_title(inputs)
	if (locale === "el") return __el.sign_in_busy_title(inputs)
	if (locale === "hr") return __hr.sign_in_busy_title(inputs)
	return __en.sign_in_busy_title(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in expired" |
*
* @param {Sign_In_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_expired_title = /** @type {((inputs?: Sign_In_Expired_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Expired_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_expired_title(inputs)
	if (locale === "fr") return __fr.sign_in_expired_title(inputs)
	if (locale === "it") return __it.sign_in_expired_title(inputs)
	if (locale === "pt") return __pt.sign_in_expired_title(inputs)
	if (locale === "el") return __el.sign_in_expired_title(inputs)
	if (locale === "hr") return __hr.sign_in_expired_title(inputs)
	return __en.sign_in_expired_title(inputs)
});
/**
* | output |
* | --- |
* | "This sign-in was already finished. Please sign in again." |
*
* @param {Sign_In_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_finished = /** @type {((inputs?: Sign_In_FinishedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_FinishedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_finished(inputs)
	if (locale === "fr") return __fr.sign_in_finished(inputs)
	if (locale === "it") return __it.sign_in_finished(inputs)
	if (locale === "pt") return __pt.sign_in_finished(inputs)
	if (locale === "el") return __el.sign_in_finished(inputs)
	if (locale === "hr") return __hr.sign_in_finished(inputs)
	return __en.sign_in_finished(inputs)
});
/**
* | output |
* | --- |
* | "Use your catchd email and password." |
*
* @param {Sign_In_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_lead = /** @type {((inputs?: Sign_In_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_lead(inputs)
	if (locale === "fr") return __fr.sign_in_lead(inputs)
	if (locale === "it") return __it.sign_in_lead(inputs)
	if (locale === "pt") return __pt.sign_in_lead(inputs)
	if (locale === "el") return __el.sign_in_lead(inputs)
	if (locale === "hr") return __hr.sign_in_lead(inputs)
	return __en.sign_in_lead(inputs)
});
/**
* | output |
* | --- |
* | "Use your catchd email and password or an account you already have." |
*
* @param {Sign_In_Lead_ProvidersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_lead_providers = /** @type {((inputs?: Sign_In_Lead_ProvidersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Lead_ProvidersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_lead_providers(inputs)
	if (locale === "fr") return __fr.sign_in_lead_providers(inputs)
	if (locale === "it") return __it.sign_in_lead_providers(inputs)
	if (locale === "pt") return __pt.sign_in_lead_providers(inputs)
	if (locale === "el") return __el.sign_in_lead_providers(inputs)
	if (locale === "hr") return __hr.sign_in_lead_providers(inputs)
	return __en.sign_in_lead_providers(inputs)
});
/**
* | output |
* | --- |
* | "This sign-in link is stale or was not started here. Please start again." |
*
* @param {Sign_In_Link_StaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_link_stale = /** @type {((inputs?: Sign_In_Link_StaleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Link_StaleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_link_stale(inputs)
	if (locale === "fr") return __fr.sign_in_link_stale(inputs)
	if (locale === "it") return __it.sign_in_link_stale(inputs)
	if (locale === "pt") return __pt.sign_in_link_stale(inputs)
	if (locale === "el") return __el.sign_in_link_stale(inputs)
	if (locale === "hr") return __hr.sign_in_link_stale(inputs)
	return __en.sign_in_link_stale(inputs)
});
/**
* | output |
* | --- |
* | "There have been many sign-in attempts for this account." |
*
* @param {Sign_In_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_many_attempts = /** @type {((inputs?: Sign_In_Many_AttemptsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Many_AttemptsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_many_attempts(inputs)
	if (locale === "fr") return __fr.sign_in_many_attempts(inputs)
	if (locale === "it") return __it.sign_in_many_attempts(inputs)
	if (locale === "pt") return __pt.sign_in_many_attempts(inputs)
	if (locale === "el") return __el.sign_in_many_attempts(inputs)
	if (locale === "hr") return __hr.sign_in_many_attempts(inputs)
	return __en.sign_in_many_attempts(inputs)
});
/**
* | output |
* | --- |
* | "That email and password do not match." |
*
* @param {Sign_In_MismatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_mismatch = /** @type {((inputs?: Sign_In_MismatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_MismatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_mismatch(inputs)
	if (locale === "fr") return __fr.sign_in_mismatch(inputs)
	if (locale === "it") return __it.sign_in_mismatch(inputs)
	if (locale === "pt") return __pt.sign_in_mismatch(inputs)
	if (locale === "el") return __el.sign_in_mismatch(inputs)
	if (locale === "hr") return __hr.sign_in_mismatch(inputs)
	return __en.sign_in_mismatch(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in paused" |
*
* @param {Sign_In_Paused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_paused_title = /** @type {((inputs?: Sign_In_Paused_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Paused_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_paused_title(inputs)
	if (locale === "fr") return __fr.sign_in_paused_title(inputs)
	if (locale === "it") return __it.sign_in_paused_title(inputs)
	if (locale === "pt") return __pt.sign_in_paused_title(inputs)
	if (locale === "el") return __el.sign_in_paused_title(inputs)
	if (locale === "hr") return __hr.sign_in_paused_title(inputs)
	return __en.sign_in_paused_title(inputs)
});
/**
* | output |
* | --- |
* | "This sign-in took too long or was already finished. Please sign in again." |
*
* @param {Sign_In_StaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_stale = /** @type {((inputs?: Sign_In_StaleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_StaleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_stale(inputs)
	if (locale === "fr") return __fr.sign_in_stale(inputs)
	if (locale === "it") return __it.sign_in_stale(inputs)
	if (locale === "pt") return __pt.sign_in_stale(inputs)
	if (locale === "el") return __el.sign_in_stale(inputs)
	if (locale === "hr") return __hr.sign_in_stale(inputs)
	return __en.sign_in_stale(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in attempts cannot be counted right now." |
*
* @param {Sign_In_UncountableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_uncountable = /** @type {((inputs?: Sign_In_UncountableInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_UncountableInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_uncountable(inputs)
	if (locale === "fr") return __fr.sign_in_uncountable(inputs)
	if (locale === "it") return __it.sign_in_uncountable(inputs)
	if (locale === "pt") return __pt.sign_in_uncountable(inputs)
	if (locale === "el") return __el.sign_in_uncountable(inputs)
	if (locale === "hr") return __hr.sign_in_uncountable(inputs)
	return __en.sign_in_uncountable(inputs)
});
/**
* | output |
* | --- |
* | "This way of signing in is not set up here." |
*
* @param {Sign_In_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_unknown = /** @type {((inputs?: Sign_In_UnknownInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_UnknownInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_unknown(inputs)
	if (locale === "fr") return __fr.sign_in_unknown(inputs)
	if (locale === "it") return __it.sign_in_unknown(inputs)
	if (locale === "pt") return __pt.sign_in_unknown(inputs)
	if (locale === "el") return __el.sign_in_unknown(inputs)
	if (locale === "hr") return __hr.sign_in_unknown(inputs)
	return __en.sign_in_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Unknown sign-in method" |
*
* @param {Sign_In_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_unknown_title = /** @type {((inputs?: Sign_In_Unknown_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Unknown_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_in_unknown_title(inputs)
	if (locale === "fr") return __fr.sign_in_unknown_title(inputs)
	if (locale === "it") return __it.sign_in_unknown_title(inputs)
	if (locale === "pt") return __pt.sign_in_unknown_title(inputs)
	if (locale === "el") return __el.sign_in_unknown_title(inputs)
	if (locale === "hr") return __hr.sign_in_unknown_title(inputs)
	return __en.sign_in_unknown_title(inputs)
});
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_out = /** @type {((inputs?: Sign_OutInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_OutInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sign_out(inputs)
	if (locale === "fr") return __fr.sign_out(inputs)
	if (locale === "it") return __it.sign_out(inputs)
	if (locale === "pt") return __pt.sign_out(inputs)
	if (locale === "el") return __el.sign_out(inputs)
	if (locale === "hr") return __hr.sign_out(inputs)
	return __en.sign_out(inputs)
});
/**
* | output |
* | --- |
* | "catchd: log, verify and rank spearfishing catches." |
*
* @param {Site_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const site_description = /** @type {((inputs?: Site_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_DescriptionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_description(inputs)
	if (locale === "fr") return __fr.site_description(inputs)
	if (locale === "it") return __it.site_description(inputs)
	if (locale === "pt") return __pt.site_description(inputs)
	if (locale === "el") return __el.site_description(inputs)
	if (locale === "hr") return __hr.site_description(inputs)
	return __en.site_description(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const skip_to_content = /** @type {((inputs?: Skip_To_ContentInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Skip_To_ContentInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.skip_to_content(inputs)
	if (locale === "fr") return __fr.skip_to_content(inputs)
	if (locale === "it") return __it.skip_to_content(inputs)
	if (locale === "pt") return __pt.skip_to_content(inputs)
	if (locale === "el") return __el.skip_to_content(inputs)
	if (locale === "hr") return __hr.skip_to_content(inputs)
	return __en.skip_to_content(inputs)
});
/**
* | secondsPlural | output |
* | --- | --- |
* | "one" | "Please wait {seconds} second and try again." |
* | * | "Please wait {seconds} seconds and try again." |
*
* @param {Wait_And_RetryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const wait_and_retry = /** @type {((inputs: Wait_And_RetryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wait_And_RetryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.wait_and_retry(inputs)
	if (locale === "fr") return __fr.wait_and_retry(inputs)
	if (locale === "it") return __it.wait_and_retry(inputs)
	if (locale === "pt") return __pt.wait_and_retry(inputs)
	if (locale === "el") return __el.wait_and_retry(inputs)
	if (locale === "hr") return __hr.wait_and_retry(inputs)
	return __en.wait_and_retry(inputs)
});
/**
* | output |
* | --- |
* | "New here? {link}: an admin approves new members." |
*
* @param {Way_In_ApprovalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_approval = /** @type {((inputs: Way_In_ApprovalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_ApprovalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_approval(inputs)
	if (locale === "fr") return __fr.way_in_approval(inputs)
	if (locale === "it") return __it.way_in_approval(inputs)
	if (locale === "pt") return __pt.way_in_approval(inputs)
	if (locale === "el") return __el.way_in_approval(inputs)
	if (locale === "hr") return __hr.way_in_approval(inputs)
	return __en.way_in_approval(inputs)
});
/**
* | output |
* | --- |
* | "Ask to join" |
*
* @param {Way_In_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_ask = /** @type {((inputs?: Way_In_AskInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_AskInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_ask(inputs)
	if (locale === "fr") return __fr.way_in_ask(inputs)
	if (locale === "it") return __it.way_in_ask(inputs)
	if (locale === "pt") return __pt.way_in_ask(inputs)
	if (locale === "el") return __el.way_in_ask(inputs)
	if (locale === "hr") return __hr.way_in_ask(inputs)
	return __en.way_in_ask(inputs)
});
/**
* | output |
* | --- |
* | "This club is not taking new members at the moment." |
*
* @param {Way_In_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_closed = /** @type {((inputs?: Way_In_ClosedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_ClosedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_closed(inputs)
	if (locale === "fr") return __fr.way_in_closed(inputs)
	if (locale === "it") return __it.way_in_closed(inputs)
	if (locale === "pt") return __pt.way_in_closed(inputs)
	if (locale === "el") return __el.way_in_closed(inputs)
	if (locale === "hr") return __hr.way_in_closed(inputs)
	return __en.way_in_closed(inputs)
});
/**
* | output |
* | --- |
* | "Building on the catchd API? {link}." |
*
* @param {Way_In_DevelopersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_developers = /** @type {((inputs: Way_In_DevelopersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_DevelopersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_developers(inputs)
	if (locale === "fr") return __fr.way_in_developers(inputs)
	if (locale === "it") return __it.way_in_developers(inputs)
	if (locale === "pt") return __pt.way_in_developers(inputs)
	if (locale === "el") return __el.way_in_developers(inputs)
	if (locale === "hr") return __hr.way_in_developers(inputs)
	return __en.way_in_developers(inputs)
});
/**
* | output |
* | --- |
* | "Sign up for early access" |
*
* @param {Way_In_Early_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_early_access = /** @type {((inputs?: Way_In_Early_AccessInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_Early_AccessInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_early_access(inputs)
	if (locale === "fr") return __fr.way_in_early_access(inputs)
	if (locale === "it") return __it.way_in_early_access(inputs)
	if (locale === "pt") return __pt.way_in_early_access(inputs)
	if (locale === "el") return __el.way_in_early_access(inputs)
	if (locale === "hr") return __hr.way_in_early_access(inputs)
	return __en.way_in_early_access(inputs)
});
/**
* | output |
* | --- |
* | "New here? Joining is by invitation: ask an admin of your club to invite you." |
*
* @param {Way_In_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_invite = /** @type {((inputs?: Way_In_InviteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_InviteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_invite(inputs)
	if (locale === "fr") return __fr.way_in_invite(inputs)
	if (locale === "it") return __it.way_in_invite(inputs)
	if (locale === "pt") return __pt.way_in_invite(inputs)
	if (locale === "el") return __el.way_in_invite(inputs)
	if (locale === "hr") return __hr.way_in_invite(inputs)
	return __en.way_in_invite(inputs)
});
/**
* | output |
* | --- |
* | "New here? {link}." |
*
* @param {Way_In_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_open = /** @type {((inputs: Way_In_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_OpenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_open(inputs)
	if (locale === "fr") return __fr.way_in_open(inputs)
	if (locale === "it") return __it.way_in_open(inputs)
	if (locale === "pt") return __pt.way_in_open(inputs)
	if (locale === "el") return __el.way_in_open(inputs)
	if (locale === "hr") return __hr.way_in_open(inputs)
	return __en.way_in_open(inputs)
});
/**
* | output |
* | --- |
* | "Sign up" |
*
* @param {Way_In_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_sign_up = /** @type {((inputs?: Way_In_Sign_UpInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_Sign_UpInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.way_in_sign_up(inputs)
	if (locale === "fr") return __fr.way_in_sign_up(inputs)
	if (locale === "it") return __it.way_in_sign_up(inputs)
	if (locale === "pt") return __pt.way_in_sign_up(inputs)
	if (locale === "el") return __el.way_in_sign_up(inputs)
	if (locale === "hr") return __hr.way_in_sign_up(inputs)
	return __en.way_in_sign_up(inputs)
});