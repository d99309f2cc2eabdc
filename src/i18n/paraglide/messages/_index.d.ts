export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Add_PhotosInputs = {};
export type Catch_AnyInputs = {};
export type Catch_Ask_VerificationInputs = {};
export type Catch_ByInputs = {
    link: NonNullable<unknown>;
};
export type Catch_CaughtInputs = {};
export type Catch_Caught_AfterInputs = {
    zone: NonNullable<unknown>;
};
export type Catch_Caught_At_NowInputs = {};
export type Catch_Caught_At_ZoneInputs = {
    zone: NonNullable<unknown>;
};
export type Catch_Caught_BeforeInputs = {
    zone: NonNullable<unknown>;
};
export type Catch_CountInputs = {
    count: NonNullable<unknown>;
};
export type Catch_Delete_ButtonInputs = {};
export type Catch_Delete_KeepInputs = {};
export type Catch_Delete_LinkInputs = {};
export type Catch_Delete_QuestionInputs = {};
export type Catch_Delete_TitleInputs = {};
export type Catch_Delete_WarningInputs = {};
export type Catch_DepthInputs = {};
export type Catch_DiveInputs = {};
export type Catch_Dive_FreediveInputs = {};
export type Catch_Dive_ScubaInputs = {};
export type Catch_Dive_TypeInputs = {};
export type Catch_EditInputs = {};
export type Catch_Edit_TitleInputs = {};
export type Catch_Edit_Title_OfInputs = {
    species: NonNullable<unknown>;
};
export type Catch_Edit_WarningInputs = {};
export type Catch_Filter_LabelInputs = {};
export type Catch_Filter_Max_DepthInputs = {};
export type Catch_Filter_Max_WeightInputs = {};
export type Catch_Filter_Min_DepthInputs = {};
export type Catch_Filter_Min_WeightInputs = {};
export type Catch_Filter_OrderInputs = {};
export type Catch_Filter_SubmitInputs = {};
export type Catch_Filter_TitleInputs = {};
export type Catch_Filter_WordsInputs = {};
export type Catch_GearInputs = {};
export type Catch_Gear_Not_SaidInputs = {};
export type Catch_Gear_OtherInputs = {};
export type Catch_Gear_PolespearInputs = {};
export type Catch_Gear_SlingInputs = {};
export type Catch_Gear_SpeargunInputs = {};
export type Catch_LatitudeInputs = {};
export type Catch_LengthInputs = {};
export type Catch_Length_OptionalInputs = {};
export type Catch_List_Empty_ButtonInputs = {};
export type Catch_List_Empty_TextInputs = {};
export type Catch_List_Empty_TitleInputs = {};
export type Catch_List_No_MatchInputs = {};
export type Catch_List_TitleInputs = {};
export type Catch_LocatedInputs = {
    accuracy: NonNullable<unknown>;
};
export type Catch_LocatingInputs = {};
export type Catch_Location_OptionalInputs = {};
export type Catch_LongitudeInputs = {};
export type Catch_New_TitleInputs = {};
export type Catch_No_PhotoInputs = {};
export type Catch_No_PhotosInputs = {};
export type Catch_Not_LocatedInputs = {};
export type Catch_Not_VerifiedInputs = {};
export type Catch_NotesInputs = {};
export type Catch_Photo_AltInputs = {
    species: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Catch_PhotosInputs = {};
export type Catch_Place_NameInputs = {};
export type Catch_Place_Not_GivenInputs = {};
export type Catch_RoundedInputs = {};
export type Catch_SaveInputs = {};
export type Catch_Save_ChangesInputs = {};
export type Catch_Sort_DeepestInputs = {};
export type Catch_Sort_HeaviestInputs = {};
export type Catch_Sort_Newest_CaughtInputs = {};
export type Catch_Sort_Newest_LoggedInputs = {};
export type Catch_Sort_Oldest_CaughtInputs = {};
export type Catch_SpeciesInputs = {};
export type Catch_Species_HintInputs = {};
export type Catch_TierInputs = {};
export type Catch_Tier_BronzeInputs = {};
export type Catch_Tier_GoldInputs = {};
export type Catch_Tier_SilverInputs = {};
export type Catch_Tier_UnverifiedInputs = {};
export type Catch_Time_ZoneInputs = {};
export type Catch_UnitInputs = {};
export type Catch_UploadInputs = {};
export type Catch_Use_LocationInputs = {};
export type Catch_Verification_HistoryInputs = {};
export type Catch_Verification_MovedInputs = {
    time: NonNullable<unknown>;
    verifier: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Catch_Verification_RequestedInputs = {};
export type Catch_WeightInputs = {};
export type Catch_WhereInputs = {};
export type Continue_WithInputs = {
    provider: NonNullable<unknown>;
};
export type Email_LabelInputs = {};
export type Error_ForbiddenInputs = {};
export type Error_Form_ExpiredInputs = {};
export type Error_Form_Expired_TitleInputs = {};
export type Error_Not_FoundInputs = {};
export type Error_ServerInputs = {};
export type Error_Start_PageInputs = {};
export type Error_Title_400Inputs = {};
export type Error_Title_403Inputs = {};
export type Error_Title_404Inputs = {};
export type Error_Title_405Inputs = {};
export type Error_Title_409Inputs = {};
export type Error_Title_413Inputs = {};
export type Error_Title_415Inputs = {};
export type Error_Title_422Inputs = {};
export type Error_Title_429Inputs = {};
export type Error_Title_503Inputs = {};
export type Error_Title_OtherInputs = {};
export type Footer_LanguageInputs = {};
export type Forgot_PasswordInputs = {};
export type Form_After_YearInputs = {
    year: NonNullable<unknown>;
};
export type Form_At_LeastInputs = {
    limit: NonNullable<unknown>;
};
export type Form_At_MostInputs = {
    limit: NonNullable<unknown>;
};
export type Form_Choose_PhotoInputs = {};
export type Form_Lat_Lon_BothInputs = {};
export type Form_Less_ThanInputs = {
    limit: NonNullable<unknown>;
};
export type Form_Max_LengthInputs = {
    count: NonNullable<unknown>;
};
export type Form_Min_LengthInputs = {
    count: NonNullable<unknown>;
};
export type Form_More_ThanInputs = {
    limit: NonNullable<unknown>;
};
export type Form_Not_A_TimeInputs = {};
export type Form_Not_AcceptedInputs = {};
export type Form_Not_EmptyInputs = {};
export type Form_Not_FutureInputs = {};
export type Form_NumberInputs = {};
export type Form_One_OfInputs = {};
export type Form_RequiredInputs = {};
export type Form_Time_ZoneInputs = {};
export type Form_Unknown_SpeciesInputs = {
    name: NonNullable<unknown>;
};
export type Form_Unknown_Species_CloseInputs = {
    name: NonNullable<unknown>;
    matches: NonNullable<unknown>;
};
export type Form_Whole_NumberInputs = {};
export type Home_BoardsInputs = {};
export type Home_LeadInputs = {};
export type Home_TitleInputs = {};
export type Nav_AdminInputs = {};
export type Nav_CompetitionsInputs = {};
export type Nav_DevelopersInputs = {};
export type Nav_LeaderboardsInputs = {};
export type Nav_Log_CatchInputs = {};
export type Nav_MainInputs = {};
export type Nav_MenuInputs = {};
export type Nav_My_CatchesInputs = {};
export type Nav_SpeciesInputs = {};
export type Nav_StatsInputs = {};
export type Nav_UnreadInputs = {
    count: NonNullable<unknown>;
};
export type Nav_VerifyInputs = {};
export type Nav_Your_AccountInputs = {
    name: NonNullable<unknown>;
};
export type Notice_Account_DeletedInputs = {};
export type Notice_App_DeletedInputs = {};
export type Notice_App_RevokedInputs = {};
export type Notice_App_SavedInputs = {};
export type Notice_Application_ApprovedInputs = {};
export type Notice_Application_DeclinedInputs = {};
export type Notice_AppliedInputs = {};
export type Notice_Delivery_QueuedInputs = {};
export type Notice_DisabledInputs = {};
export type Notice_Email_ChangedInputs = {};
export type Notice_Email_Confirm_SentInputs = {};
export type Notice_EnabledInputs = {};
export type Notice_Endpoint_DeletedInputs = {};
export type Notice_Grade_RefusedInputs = {};
export type Notice_Graded_BronzeInputs = {};
export type Notice_Graded_GoldInputs = {};
export type Notice_Graded_SilverInputs = {};
export type Notice_Invitation_ResentInputs = {};
export type Notice_Invitation_RevokedInputs = {};
export type Notice_InvitedInputs = {};
export type Notice_Key_RevokedInputs = {};
export type Notice_Passkey_AddedInputs = {};
export type Notice_Passkey_RemovedInputs = {};
export type Notice_Passkey_RenamedInputs = {};
export type Notice_Password_ChangedInputs = {};
export type Notice_Person_AddedInputs = {};
export type Notice_Role_ChangedInputs = {};
export type Notice_SavedInputs = {};
export type Notice_Second_Factor_RemovedInputs = {};
export type Notice_Second_Factor_ResetInputs = {};
export type Notice_Secret_RotatedInputs = {};
export type Notice_Session_EndedInputs = {};
export type Notice_Sessions_EndedInputs = {};
export type Notice_Setup_DoneInputs = {};
export type Notice_Sign_Up_ApprovedInputs = {};
export type Notice_Sign_Up_DeclinedInputs = {};
export type Notice_Test_SentInputs = {};
export type Notice_WelcomeInputs = {};
export type Offline_Back_In_ReachInputs = {
    time: NonNullable<unknown>;
};
export type Offline_CaughtInputs = {
    time: NonNullable<unknown>;
};
export type Offline_DiscardInputs = {};
export type Offline_DismissInputs = {};
export type Offline_FixInputs = {};
export type Offline_Fix_ElsewhereInputs = {};
export type Offline_FixingInputs = {};
export type Offline_No_ConnectionInputs = {
    time: NonNullable<unknown>;
};
export type Offline_Open_CatchInputs = {};
export type Offline_Outbox_TitleInputs = {};
export type Offline_Page_HeadingInputs = {};
export type Offline_Page_TextInputs = {
    link: NonNullable<unknown>;
};
export type Offline_Page_TitleInputs = {};
export type Offline_PhotosInputs = {
    count: NonNullable<unknown>;
};
export type Offline_SavedInputs = {};
export type Offline_SavingInputs = {};
export type Offline_Sent_SavedInputs = {};
export type Offline_Sign_In_AgainInputs = {};
export type Offline_Sign_In_To_SendInputs = {};
export type Offline_Sign_Out_QuestionInputs = {
    count: NonNullable<unknown>;
};
export type Offline_State_RefusedInputs = {};
export type Offline_State_SentInputs = {};
export type Offline_State_WaitingInputs = {};
export type Offline_Unnamed_SpeciesInputs = {};
export type Offline_WaitingInputs = {
    count: NonNullable<unknown>;
};
export type Offline_You_Are_OfflineInputs = {};
export type OrInputs = {};
export type Pager_LabelInputs = {};
export type Pager_NextInputs = {};
export type Pager_PageInputs = {
    page: NonNullable<unknown>;
};
export type Pager_Page_OfInputs = {
    page: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Pager_PreviousInputs = {};
export type Passkey_Sign_InInputs = {};
export type Password_LabelInputs = {};
export type Problems_TitleInputs = {};
export type Share_Board_Catch_CountInputs = {};
export type Share_Board_DeepestInputs = {};
export type Share_Board_DescriptionInputs = {
    club: NonNullable<unknown>;
    board: NonNullable<unknown>;
};
export type Share_Board_EmptyInputs = {};
export type Share_Board_HeaviestInputs = {};
export type Share_Board_Total_WeightInputs = {};
export type Share_ButtonInputs = {};
export type Share_Catch_ByInputs = {
    diver: NonNullable<unknown>;
};
export type Share_Catch_DescriptionInputs = {
    diver: NonNullable<unknown>;
    club: NonNullable<unknown>;
};
export type Share_Catch_TitleInputs = {
    species: NonNullable<unknown>;
    weight: NonNullable<unknown>;
};
export type Share_CopiedInputs = {};
export type Share_Copy_FailedInputs = {};
export type Share_LinkInputs = {};
export type Share_PlaceInputs = {
    rank: NonNullable<unknown>;
    name: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Share_PodiumInputs = {
    rank: NonNullable<unknown>;
    name: NonNullable<unknown>;
    points: NonNullable<unknown>;
};
export type Share_Results_DescriptionInputs = {
    status: NonNullable<unknown>;
    name: NonNullable<unknown>;
    club: NonNullable<unknown>;
};
export type Share_SharedInputs = {};
export type Share_Status_CancelledInputs = {};
export type Share_Status_FinalInputs = {};
export type Share_Status_OpenInputs = {};
export type Share_Status_ProvisionalInputs = {};
export type Share_Status_RunningInputs = {};
export type Sign_InInputs = {};
export type Sign_In_AgainInputs = {};
export type Sign_In_BusyInputs = {};
export type Sign_In_Busy_TitleInputs = {};
export type Sign_In_Expired_TitleInputs = {};
export type Sign_In_FinishedInputs = {};
export type Sign_In_LeadInputs = {};
export type Sign_In_Lead_ProvidersInputs = {};
export type Sign_In_Link_StaleInputs = {};
export type Sign_In_Many_AttemptsInputs = {};
export type Sign_In_MismatchInputs = {};
export type Sign_In_Paused_TitleInputs = {};
export type Sign_In_StaleInputs = {};
export type Sign_In_UncountableInputs = {};
export type Sign_In_UnknownInputs = {};
export type Sign_In_Unknown_TitleInputs = {};
export type Sign_OutInputs = {};
export type Site_DescriptionInputs = {};
export type Skip_To_ContentInputs = {};
export type Wait_And_RetryInputs = {
    seconds: NonNullable<unknown>;
};
export type Way_In_ApprovalInputs = {
    link: NonNullable<unknown>;
};
export type Way_In_AskInputs = {};
export type Way_In_ClosedInputs = {};
export type Way_In_DevelopersInputs = {
    link: NonNullable<unknown>;
};
export type Way_In_Early_AccessInputs = {};
export type Way_In_InviteInputs = {};
export type Way_In_OpenInputs = {
    link: NonNullable<unknown>;
};
export type Way_In_Sign_UpInputs = {};
/**
* | output |
* | --- |
* | "Add photos" |
*
* @param {Catch_Add_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_add_photos: ((inputs?: Catch_Add_PhotosInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Add_PhotosInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Any" |
*
* @param {Catch_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_any: ((inputs?: Catch_AnyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_AnyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Add evidence and ask for verification" |
*
* @param {Catch_Ask_VerificationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_ask_verification: ((inputs?: Catch_Ask_VerificationInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Ask_VerificationInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "By {link}" |
*
* @param {Catch_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_by: ((inputs: Catch_ByInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_ByInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Caught" |
*
* @param {Catch_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_caught: ((inputs?: Catch_CaughtInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_CaughtInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Caught after ({zone} time)" |
*
* @param {Catch_Caught_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_caught_after: ((inputs: Catch_Caught_AfterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_AfterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Caught at (your time; empty means now)" |
*
* @param {Catch_Caught_At_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_caught_at_now: ((inputs?: Catch_Caught_At_NowInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_At_NowInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Caught at ({zone} time)" |
*
* @param {Catch_Caught_At_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_caught_at_zone: ((inputs: Catch_Caught_At_ZoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_At_ZoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Caught before ({zone} time)" |
*
* @param {Catch_Caught_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_caught_before: ((inputs: Catch_Caught_BeforeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_BeforeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch" |
* | * | "{count} catches" |
*
* @param {Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_count: ((inputs: Catch_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Catch_Delete_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_delete_button: ((inputs?: Catch_Delete_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Catch_Delete_KeepInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_delete_keep: ((inputs?: Catch_Delete_KeepInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_KeepInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete this catch…" |
*
* @param {Catch_Delete_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_delete_link: ((inputs?: Catch_Delete_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete this catch?" |
*
* @param {Catch_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_delete_question: ((inputs?: Catch_Delete_QuestionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_QuestionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete catch" |
*
* @param {Catch_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_delete_title: ((inputs?: Catch_Delete_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Its photos and verification history go with it. This cannot be undone." |
*
* @param {Catch_Delete_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_delete_warning: ((inputs?: Catch_Delete_WarningInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_WarningInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Catch_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_depth: ((inputs?: Catch_DepthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_DepthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Dive" |
*
* @param {Catch_DiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_dive: ((inputs?: Catch_DiveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_DiveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Freedive" |
*
* @param {Catch_Dive_FreediveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_dive_freedive: ((inputs?: Catch_Dive_FreediveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Dive_FreediveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Scuba" |
*
* @param {Catch_Dive_ScubaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_dive_scuba: ((inputs?: Catch_Dive_ScubaInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Dive_ScubaInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Dive type" |
*
* @param {Catch_Dive_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_dive_type: ((inputs?: Catch_Dive_TypeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Dive_TypeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Catch_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_edit: ((inputs?: Catch_EditInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_EditInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Edit catch" |
*
* @param {Catch_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_edit_title: ((inputs?: Catch_Edit_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Edit_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Edit {species}" |
*
* @param {Catch_Edit_Title_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_edit_title_of: ((inputs: Catch_Edit_Title_OfInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Edit_Title_OfInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Changing the weight or species of a verified catch sends it back to unverified." |
*
* @param {Catch_Edit_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_edit_warning: ((inputs?: Catch_Edit_WarningInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Edit_WarningInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Filter my catches" |
*
* @param {Catch_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_label: ((inputs?: Catch_Filter_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Max depth" |
*
* @param {Catch_Filter_Max_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_max_depth: ((inputs?: Catch_Filter_Max_DepthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Max_DepthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Max weight" |
*
* @param {Catch_Filter_Max_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_max_weight: ((inputs?: Catch_Filter_Max_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Max_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Min depth" |
*
* @param {Catch_Filter_Min_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_min_depth: ((inputs?: Catch_Filter_Min_DepthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Min_DepthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Min weight" |
*
* @param {Catch_Filter_Min_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_min_weight: ((inputs?: Catch_Filter_Min_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_Min_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Order" |
*
* @param {Catch_Filter_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_order: ((inputs?: Catch_Filter_OrderInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_OrderInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Catch_Filter_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_submit: ((inputs?: Catch_Filter_SubmitInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_SubmitInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Filter and sort" |
*
* @param {Catch_Filter_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_title: ((inputs?: Catch_Filter_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Words in notes" |
*
* @param {Catch_Filter_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_words: ((inputs?: Catch_Filter_WordsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_WordsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Gear" |
*
* @param {Catch_GearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_gear: ((inputs?: Catch_GearInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_GearInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Not said" |
*
* @param {Catch_Gear_Not_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_gear_not_said: ((inputs?: Catch_Gear_Not_SaidInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_Not_SaidInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Catch_Gear_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_gear_other: ((inputs?: Catch_Gear_OtherInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_OtherInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Polespear" |
*
* @param {Catch_Gear_PolespearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_gear_polespear: ((inputs?: Catch_Gear_PolespearInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_PolespearInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sling" |
*
* @param {Catch_Gear_SlingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_gear_sling: ((inputs?: Catch_Gear_SlingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_SlingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Speargun" |
*
* @param {Catch_Gear_SpeargunInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_gear_speargun: ((inputs?: Catch_Gear_SpeargunInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_SpeargunInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Latitude" |
*
* @param {Catch_LatitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_latitude: ((inputs?: Catch_LatitudeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LatitudeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Length" |
*
* @param {Catch_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_length: ((inputs?: Catch_LengthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LengthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Length (optional)" |
*
* @param {Catch_Length_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_length_optional: ((inputs?: Catch_Length_OptionalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Length_OptionalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Log your first catch" |
*
* @param {Catch_List_Empty_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_list_empty_button: ((inputs?: Catch_List_Empty_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_Empty_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Every fish you land goes here, with its photos: log it from the boat, even without signal." |
*
* @param {Catch_List_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_list_empty_text: ((inputs?: Catch_List_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_Empty_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your log is empty" |
*
* @param {Catch_List_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_list_empty_title: ((inputs?: Catch_List_Empty_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_Empty_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No catch matches these filters." |
*
* @param {Catch_List_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_list_no_match: ((inputs?: Catch_List_No_MatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_No_MatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "My catches" |
*
* @param {Catch_List_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_list_title: ((inputs?: Catch_List_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Location set (±{accuracy} m)." |
*
* @param {Catch_LocatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_located: ((inputs: Catch_LocatedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LocatedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Finding you…" |
*
* @param {Catch_LocatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_locating: ((inputs?: Catch_LocatingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LocatingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Location (optional)" |
*
* @param {Catch_Location_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_location_optional: ((inputs?: Catch_Location_OptionalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Location_OptionalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Longitude" |
*
* @param {Catch_LongitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_longitude: ((inputs?: Catch_LongitudeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LongitudeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Log a catch" |
*
* @param {Catch_New_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_new_title: ((inputs?: Catch_New_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_New_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No photo" |
*
* @param {Catch_No_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_no_photo: ((inputs?: Catch_No_PhotoInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_No_PhotoInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No photos yet." |
*
* @param {Catch_No_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_no_photos: ((inputs?: Catch_No_PhotosInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_No_PhotosInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your location could not be found." |
*
* @param {Catch_Not_LocatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_not_located: ((inputs?: Catch_Not_LocatedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Not_LocatedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Not verified yet." |
*
* @param {Catch_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_not_verified: ((inputs?: Catch_Not_VerifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Not_VerifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Catch_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_notes: ((inputs?: Catch_NotesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_NotesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{species}, photo {number}" |
*
* @param {Catch_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_photo_alt: ((inputs: Catch_Photo_AltInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Photo_AltInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Catch_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_photos: ((inputs?: Catch_PhotosInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_PhotosInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Place name" |
*
* @param {Catch_Place_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_place_name: ((inputs?: Catch_Place_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Place_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "not given" |
*
* @param {Catch_Place_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_place_not_given: ((inputs?: Catch_Place_Not_GivenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Place_Not_GivenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "(rounded)" |
*
* @param {Catch_RoundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_rounded: ((inputs?: Catch_RoundedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_RoundedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Save catch" |
*
* @param {Catch_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_save: ((inputs?: Catch_SaveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_SaveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Catch_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_save_changes: ((inputs?: Catch_Save_ChangesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Save_ChangesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Deepest" |
*
* @param {Catch_Sort_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_sort_deepest: ((inputs?: Catch_Sort_DeepestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_DeepestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Heaviest" |
*
* @param {Catch_Sort_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_sort_heaviest: ((inputs?: Catch_Sort_HeaviestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_HeaviestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Newest caught" |
*
* @param {Catch_Sort_Newest_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_sort_newest_caught: ((inputs?: Catch_Sort_Newest_CaughtInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_Newest_CaughtInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Newest logged" |
*
* @param {Catch_Sort_Newest_LoggedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_sort_newest_logged: ((inputs?: Catch_Sort_Newest_LoggedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_Newest_LoggedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Oldest caught" |
*
* @param {Catch_Sort_Oldest_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_sort_oldest_caught: ((inputs?: Catch_Sort_Oldest_CaughtInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_Oldest_CaughtInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Catch_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_species: ((inputs?: Catch_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Any common name in any language, or the scientific name." |
*
* @param {Catch_Species_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_species_hint: ((inputs?: Catch_Species_HintInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Species_HintInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Tier" |
*
* @param {Catch_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_tier: ((inputs?: Catch_TierInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_TierInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "bronze" |
*
* @param {Catch_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_tier_bronze: ((inputs?: Catch_Tier_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "gold" |
*
* @param {Catch_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_tier_gold: ((inputs?: Catch_Tier_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "silver" |
*
* @param {Catch_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_tier_silver: ((inputs?: Catch_Tier_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "unverified" |
*
* @param {Catch_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_tier_unverified: ((inputs?: Catch_Tier_UnverifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_UnverifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Catch_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_time_zone: ((inputs?: Catch_Time_ZoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Time_ZoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Catch_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_unit: ((inputs?: Catch_UnitInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_UnitInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Upload" |
*
* @param {Catch_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_upload: ((inputs?: Catch_UploadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_UploadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Use my location" |
*
* @param {Catch_Use_LocationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_use_location: ((inputs?: Catch_Use_LocationInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Use_LocationInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Verification history" |
*
* @param {Catch_Verification_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_verification_history: ((inputs?: Catch_Verification_HistoryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Verification_HistoryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{time}: {verifier} moved it from {from} to {to}" |
*
* @param {Catch_Verification_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_verification_moved: ((inputs: Catch_Verification_MovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Verification_MovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Verification requested: change evidence" |
*
* @param {Catch_Verification_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_verification_requested: ((inputs?: Catch_Verification_RequestedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Verification_RequestedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Catch_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_weight: ((inputs?: Catch_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Where" |
*
* @param {Catch_WhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_where: ((inputs?: Catch_WhereInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_WhereInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue with {provider}" |
*
* @param {Continue_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const continue_with: ((inputs: Continue_WithInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Continue_WithInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const email_label: ((inputs?: Email_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account cannot open this page." |
*
* @param {Error_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_forbidden: ((inputs?: Error_ForbiddenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_ForbiddenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This form has expired (you may have signed in or out since it was shown). Go back, reload the page and send it again." |
*
* @param {Error_Form_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_form_expired: ((inputs?: Error_Form_ExpiredInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Form_ExpiredInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This form expired" |
*
* @param {Error_Form_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_form_expired_title: ((inputs?: Error_Form_Expired_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Form_Expired_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "There is nothing at this address, or it is not yours to see." |
*
* @param {Error_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_not_found: ((inputs?: Error_Not_FoundInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_FoundInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong on our side; it has been logged." |
*
* @param {Error_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_server: ((inputs?: Error_ServerInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_ServerInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the start page" |
*
* @param {Error_Start_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_start_page: ((inputs?: Error_Start_PageInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Start_PageInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "That did not work" |
*
* @param {Error_Title_400Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_400: ((inputs?: Error_Title_400Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_400Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Not allowed" |
*
* @param {Error_Title_403Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_403: ((inputs?: Error_Title_403Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_403Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Not found" |
*
* @param {Error_Title_404Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_404: ((inputs?: Error_Title_404Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_404Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Not allowed here" |
*
* @param {Error_Title_405Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_405: ((inputs?: Error_Title_405Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_405Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "That clashes with something" |
*
* @param {Error_Title_409Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_409: ((inputs?: Error_Title_409Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_409Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Too large" |
*
* @param {Error_Title_413Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_413: ((inputs?: Error_Title_413Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_413Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Not accepted" |
*
* @param {Error_Title_415Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_415: ((inputs?: Error_Title_415Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_415Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Please check what you sent" |
*
* @param {Error_Title_422Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_422: ((inputs?: Error_Title_422Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_422Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Too many attempts" |
*
* @param {Error_Title_429Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_429: ((inputs?: Error_Title_429Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_429Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Not available right now" |
*
* @param {Error_Title_503Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_503: ((inputs?: Error_Title_503Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_503Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Error_Title_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_other: ((inputs?: Error_Title_OtherInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_OtherInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Footer_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const footer_language: ((inputs?: Footer_LanguageInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_LanguageInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const forgot_password: ((inputs?: Forgot_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This must be after {year}." |
*
* @param {Form_After_YearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_after_year: ((inputs: Form_After_YearInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_After_YearInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This must be at least {limit}." |
*
* @param {Form_At_LeastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_at_least: ((inputs: Form_At_LeastInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_At_LeastInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This must be at most {limit}." |
*
* @param {Form_At_MostInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_at_most: ((inputs: Form_At_MostInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_At_MostInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a photo." |
*
* @param {Form_Choose_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_choose_photo: ((inputs?: Form_Choose_PhotoInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Choose_PhotoInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Give both latitude and longitude, or neither." |
*
* @param {Form_Lat_Lon_BothInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_lat_lon_both: ((inputs?: Form_Lat_Lon_BothInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Lat_Lon_BothInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This must be less than {limit}." |
*
* @param {Form_Less_ThanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_less_than: ((inputs: Form_Less_ThanInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Less_ThanInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This must be at most {count} character long." |
* | * | "This must be at most {count} characters long." |
*
* @param {Form_Max_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_max_length: ((inputs: Form_Max_LengthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Max_LengthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This must be at least {count} character long." |
* | * | "This must be at least {count} characters long." |
*
* @param {Form_Min_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_min_length: ((inputs: Form_Min_LengthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Min_LengthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This must be more than {limit}." |
*
* @param {Form_More_ThanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_more_than: ((inputs: Form_More_ThanInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_More_ThanInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a valid date and time." |
*
* @param {Form_Not_A_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_not_a_time: ((inputs?: Form_Not_A_TimeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_A_TimeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This value is not accepted." |
*
* @param {Form_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_not_accepted: ((inputs?: Form_Not_AcceptedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_AcceptedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This must not be empty." |
*
* @param {Form_Not_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_not_empty: ((inputs?: Form_Not_EmptyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_EmptyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This must not be in the future." |
*
* @param {Form_Not_FutureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_not_future: ((inputs?: Form_Not_FutureInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_FutureInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This must be a number." |
*
* @param {Form_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_number: ((inputs?: Form_NumberInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_NumberInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one of the options offered." |
*
* @param {Form_One_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_one_of: ((inputs?: Form_One_OfInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_One_OfInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This is required." |
*
* @param {Form_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_required: ((inputs?: Form_RequiredInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_RequiredInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a time zone the server knows." |
*
* @param {Form_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_time_zone: ((inputs?: Form_Time_ZoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Time_ZoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No species is called “{name}”." |
*
* @param {Form_Unknown_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_unknown_species: ((inputs: Form_Unknown_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Unknown_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No species is called “{name}”. Did you mean: {matches}?" |
*
* @param {Form_Unknown_Species_CloseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_unknown_species_close: ((inputs: Form_Unknown_Species_CloseInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Unknown_Species_CloseInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This must be a whole number." |
*
* @param {Form_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_whole_number: ((inputs?: Form_Whole_NumberInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Whole_NumberInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "See the leaderboards" |
*
* @param {Home_BoardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const home_boards: ((inputs?: Home_BoardsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_BoardsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Log, verify and rank the club’s spearfishing catches." |
*
* @param {Home_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const home_lead: ((inputs?: Home_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const home_title: ((inputs?: Home_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Nav_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_admin: ((inputs?: Nav_AdminInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_AdminInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Competitions" |
*
* @param {Nav_CompetitionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_competitions: ((inputs?: Nav_CompetitionsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CompetitionsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Developers" |
*
* @param {Nav_DevelopersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_developers: ((inputs?: Nav_DevelopersInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DevelopersInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Leaderboards" |
*
* @param {Nav_LeaderboardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_leaderboards: ((inputs?: Nav_LeaderboardsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_LeaderboardsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Log a catch" |
*
* @param {Nav_Log_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_log_catch: ((inputs?: Nav_Log_CatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Log_CatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_MainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_main: ((inputs?: Nav_MainInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MainInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Nav_MenuInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_menu: ((inputs?: Nav_MenuInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MenuInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "My catches" |
*
* @param {Nav_My_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_my_catches: ((inputs?: Nav_My_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_My_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Nav_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_species: ((inputs?: Nav_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Stats" |
*
* @param {Nav_StatsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_stats: ((inputs?: Nav_StatsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_StatsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
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
export declare const nav_unread: ((inputs: Nav_UnreadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_UnreadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Nav_VerifyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_verify: ((inputs?: Nav_VerifyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_VerifyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: your account" |
*
* @param {Nav_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_your_account: ((inputs: Nav_Your_AccountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Your_AccountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account is deleted. Thank you for diving with us." |
*
* @param {Notice_Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_account_deleted: ((inputs?: Notice_Account_DeletedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Account_DeletedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The app is deleted." |
*
* @param {Notice_App_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_app_deleted: ((inputs?: Notice_App_DeletedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_DeletedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Revoked: the app’s tokens no longer work." |
*
* @param {Notice_App_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_app_revoked: ((inputs?: Notice_App_RevokedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_RevokedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The app is saved." |
*
* @param {Notice_App_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_app_saved: ((inputs?: Notice_App_SavedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_SavedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The application is approved." |
*
* @param {Notice_Application_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_application_approved: ((inputs?: Notice_Application_ApprovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Application_ApprovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The application is declined." |
*
* @param {Notice_Application_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_application_declined: ((inputs?: Notice_Application_DeclinedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Application_DeclinedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you: your application is in." |
*
* @param {Notice_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_applied: ((inputs?: Notice_AppliedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_AppliedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Queued again." |
*
* @param {Notice_Delivery_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_delivery_queued: ((inputs?: Notice_Delivery_QueuedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Delivery_QueuedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Disabled." |
*
* @param {Notice_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_disabled: ((inputs?: Notice_DisabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_DisabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your email address is changed." |
*
* @param {Notice_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_email_changed: ((inputs?: Notice_Email_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Email_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Almost done: open the link we mailed to the new address. Until then your address stays as it was." |
*
* @param {Notice_Email_Confirm_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_email_confirm_sent: ((inputs?: Notice_Email_Confirm_SentInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Email_Confirm_SentInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Enabled." |
*
* @param {Notice_EnabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_enabled: ((inputs?: Notice_EnabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_EnabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The endpoint is deleted." |
*
* @param {Notice_Endpoint_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_endpoint_deleted: ((inputs?: Notice_Endpoint_DeletedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Endpoint_DeletedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Refused: the catch is unverified." |
*
* @param {Notice_Grade_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_grade_refused: ((inputs?: Notice_Grade_RefusedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Grade_RefusedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Graded bronze." |
*
* @param {Notice_Graded_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_graded_bronze: ((inputs?: Notice_Graded_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Graded gold." |
*
* @param {Notice_Graded_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_graded_gold: ((inputs?: Notice_Graded_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Graded silver." |
*
* @param {Notice_Graded_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_graded_silver: ((inputs?: Notice_Graded_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The invitation is sent again, with a new link." |
*
* @param {Notice_Invitation_ResentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_invitation_resent: ((inputs?: Notice_Invitation_ResentInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Invitation_ResentInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The invitation is revoked: its link no longer works." |
*
* @param {Notice_Invitation_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_invitation_revoked: ((inputs?: Notice_Invitation_RevokedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Invitation_RevokedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The invitation is on its way." |
*
* @param {Notice_InvitedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_invited: ((inputs?: Notice_InvitedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_InvitedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The key is revoked." |
*
* @param {Notice_Key_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_key_revoked: ((inputs?: Notice_Key_RevokedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Key_RevokedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The passkey is added: sign in with it next time, no password needed." |
*
* @param {Notice_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_passkey_added: ((inputs?: Notice_Passkey_AddedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_AddedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The passkey is removed: it no longer signs you in." |
*
* @param {Notice_Passkey_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_passkey_removed: ((inputs?: Notice_Passkey_RemovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_RemovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The passkey is renamed." |
*
* @param {Notice_Passkey_RenamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_passkey_renamed: ((inputs?: Notice_Passkey_RenamedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Passkey_RenamedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your password is changed; every other session is signed out." |
*
* @param {Notice_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_password_changed: ((inputs?: Notice_Password_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Password_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The person is added." |
*
* @param {Notice_Person_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_person_added: ((inputs?: Notice_Person_AddedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Person_AddedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Role changed." |
*
* @param {Notice_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_role_changed: ((inputs?: Notice_Role_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Role_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Saved." |
*
* @param {Notice_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_saved: ((inputs?: Notice_SavedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_SavedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The authenticator app is removed; every other session is signed out." |
*
* @param {Notice_Second_Factor_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_second_factor_removed: ((inputs?: Notice_Second_Factor_RemovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Second_Factor_RemovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The second factor is reset: the person is signed out everywhere and can set up a new one." |
*
* @param {Notice_Second_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_second_factor_reset: ((inputs?: Notice_Second_Factor_ResetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Second_Factor_ResetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The secret is rotated." |
*
* @param {Notice_Secret_RotatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_secret_rotated: ((inputs?: Notice_Secret_RotatedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Secret_RotatedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "That session is signed out." |
*
* @param {Notice_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_session_ended: ((inputs?: Notice_Session_EndedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Session_EndedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Every other session is signed out." |
*
* @param {Notice_Sessions_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_sessions_ended: ((inputs?: Notice_Sessions_EndedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sessions_EndedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You are the administrator now. Invite people below." |
*
* @param {Notice_Setup_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_setup_done: ((inputs?: Notice_Setup_DoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Setup_DoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The sign-up is approved: the person can sign in." |
*
* @param {Notice_Sign_Up_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_sign_up_approved: ((inputs?: Notice_Sign_Up_ApprovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sign_Up_ApprovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The sign-up is declined." |
*
* @param {Notice_Sign_Up_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_sign_up_declined: ((inputs?: Notice_Sign_Up_DeclinedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sign_Up_DeclinedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A test event is on its way." |
*
* @param {Notice_Test_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_test_sent: ((inputs?: Notice_Test_SentInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Test_SentInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome to catchd!" |
*
* @param {Notice_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_welcome: ((inputs?: Notice_WelcomeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_WelcomeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Back in reach: this page is as last seen on this phone, fetched {time}. Reload it for the latest." |
*
* @param {Offline_Back_In_ReachInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_back_in_reach: ((inputs: Offline_Back_In_ReachInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Back_In_ReachInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "caught {time}" |
*
* @param {Offline_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_caught: ((inputs: Offline_CaughtInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_CaughtInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Offline_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_discard: ((inputs?: Offline_DiscardInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_DiscardInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Offline_DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_dismiss: ((inputs?: Offline_DismissInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_DismissInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Fix" |
*
* @param {Offline_FixInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_fix: ((inputs?: Offline_FixInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_FixInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Fix it on the log-a-catch page" |
*
* @param {Offline_Fix_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_fix_elsewhere: ((inputs?: Offline_Fix_ElsewhereInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Fix_ElsewhereInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Fix this catch and save it again; it waits here until it is sent." |
*
* @param {Offline_FixingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_fixing: ((inputs?: Offline_FixingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_FixingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No connection: this page is as last seen on this phone, fetched {time}." |
*
* @param {Offline_No_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_no_connection: ((inputs: Offline_No_ConnectionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_No_ConnectionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "open the catch" |
*
* @param {Offline_Open_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_open_catch: ((inputs?: Offline_Open_CatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Open_CatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "On this phone" |
*
* @param {Offline_Outbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_outbox_title: ((inputs?: Offline_Outbox_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Outbox_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No signal, and this page is not on this phone" |
*
* @param {Offline_Page_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_page_heading: ((inputs?: Offline_Page_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Pages you opened while signed in are kept here. {link}: it is saved on this phone and sent when you are back in reach." |
*
* @param {Offline_Page_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_page_text: ((inputs: Offline_Page_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Offline" |
*
* @param {Offline_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_page_title: ((inputs?: Offline_Page_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} photo" |
* | * | "{count} photos" |
*
* @param {Offline_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_photos: ((inputs: Offline_PhotosInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_PhotosInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Catch saved." |
*
* @param {Offline_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_saved: ((inputs?: Offline_SavedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_SavedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Saving on this phone…" |
*
* @param {Offline_SavingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_saving: ((inputs?: Offline_SavingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_SavingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sent and saved:" |
*
* @param {Offline_Sent_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_sent_saved: ((inputs?: Offline_Sent_SavedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sent_SavedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in again to send what is waiting" |
*
* @param {Offline_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_sign_in_again: ((inputs?: Offline_Sign_In_AgainInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sign_In_AgainInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in again to send them." |
*
* @param {Offline_Sign_In_To_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_sign_in_to_send: ((inputs?: Offline_Sign_In_To_SendInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sign_In_To_SendInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch is saved on this phone and not sent yet. Signing out discards it. Sign out anyway?" |
* | * | "{count} catches are saved on this phone and not sent yet. Signing out discards them. Sign out anyway?" |
*
* @param {Offline_Sign_Out_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_sign_out_question: ((inputs: Offline_Sign_Out_QuestionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sign_Out_QuestionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Refused: fix it" |
*
* @param {Offline_State_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_state_refused: ((inputs?: Offline_State_RefusedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_State_RefusedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sent, with a problem" |
*
* @param {Offline_State_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_state_sent: ((inputs?: Offline_State_SentInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_State_SentInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting to send" |
*
* @param {Offline_State_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_state_waiting: ((inputs?: Offline_State_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_State_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Unnamed species" |
*
* @param {Offline_Unnamed_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_unnamed_species: ((inputs?: Offline_Unnamed_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Unnamed_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Saved on this phone, {count} waiting to send." |
* | * | "Saved on this phone, {count} waiting to send." |
*
* @param {Offline_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_waiting: ((inputs: Offline_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Catches you log are saved on this phone and sent when you are back in reach." |
*
* @param {Offline_You_Are_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_you_are_offline: ((inputs?: Offline_You_Are_OfflineInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_You_Are_OfflineInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "or" |
*
* @param {OrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const or: ((inputs?: OrInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<OrInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Pager_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const pager_label: ((inputs?: Pager_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Next →" |
*
* @param {Pager_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const pager_next: ((inputs?: Pager_NextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_NextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Pager_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const pager_page: ((inputs: Pager_PageInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_PageInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Page {page} of {last}" |
*
* @param {Pager_Page_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const pager_page_of: ((inputs: Pager_Page_OfInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_Page_OfInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "← Previous" |
*
* @param {Pager_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const pager_previous: ((inputs?: Pager_PreviousInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_PreviousInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in with a passkey" |
*
* @param {Passkey_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_sign_in: ((inputs?: Passkey_Sign_InInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Sign_InInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Password_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const password_label: ((inputs?: Password_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Please fix these and send again:" |
*
* @param {Problems_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const problems_title: ((inputs?: Problems_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Problems_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Most catches" |
*
* @param {Share_Board_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_board_catch_count: ((inputs?: Share_Board_Catch_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_Catch_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Deepest catch" |
*
* @param {Share_Board_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_board_deepest: ((inputs?: Share_Board_DeepestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_DeepestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The leaderboard of {club}: {board}." |
*
* @param {Share_Board_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_board_description: ((inputs: Share_Board_DescriptionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_DescriptionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No catches on this board yet." |
*
* @param {Share_Board_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_board_empty: ((inputs?: Share_Board_EmptyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_EmptyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Heaviest fish" |
*
* @param {Share_Board_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_board_heaviest: ((inputs?: Share_Board_HeaviestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_HeaviestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Total weight" |
*
* @param {Share_Board_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_board_total_weight: ((inputs?: Share_Board_Total_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_Total_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Share_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_button: ((inputs?: Share_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Caught by {diver}" |
*
* @param {Share_Catch_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_catch_by: ((inputs: Share_Catch_ByInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_ByInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Caught by {diver}, logged with {club}." |
*
* @param {Share_Catch_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_catch_description: ((inputs: Share_Catch_DescriptionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_DescriptionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{species}, {weight}" |
*
* @param {Share_Catch_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_catch_title: ((inputs: Share_Catch_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Link copied" |
*
* @param {Share_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_copied: ((inputs?: Share_CopiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_CopiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Copying failed: select the link and copy it." |
*
* @param {Share_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_copy_failed: ((inputs?: Share_Copy_FailedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Copy_FailedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Link to this page" |
*
* @param {Share_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_link: ((inputs?: Share_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{rank}. {name} · {value}" |
*
* @param {Share_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_place: ((inputs: Share_PlaceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_PlaceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
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
export declare const share_podium: ((inputs: Share_PodiumInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_PodiumInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{status} of {name}, a competition of {club}." |
*
* @param {Share_Results_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_results_description: ((inputs: Share_Results_DescriptionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Results_DescriptionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Shared." |
*
* @param {Share_SharedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_shared: ((inputs?: Share_SharedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_SharedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Share_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_status_cancelled: ((inputs?: Share_Status_CancelledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_CancelledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Final results" |
*
* @param {Share_Status_FinalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_status_final: ((inputs?: Share_Status_FinalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_FinalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Not started yet" |
*
* @param {Share_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_status_open: ((inputs?: Share_Status_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Provisional results" |
*
* @param {Share_Status_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_status_provisional: ((inputs?: Share_Status_ProvisionalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_ProvisionalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Standings so far" |
*
* @param {Share_Status_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_status_running: ((inputs?: Share_Status_RunningInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Status_RunningInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in: ((inputs?: Sign_InInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_InInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Please sign in again." |
*
* @param {Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_again: ((inputs?: Sign_In_AgainInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_AgainInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Too many sign-ins are being checked at once." |
*
* @param {Sign_In_BusyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_busy: ((inputs?: Sign_In_BusyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_BusyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Busy" |
*
* @param {Sign_In_Busy_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_busy_title: ((inputs?: Sign_In_Busy_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Busy_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in expired" |
*
* @param {Sign_In_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_expired_title: ((inputs?: Sign_In_Expired_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Expired_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This sign-in was already finished. Please sign in again." |
*
* @param {Sign_In_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_finished: ((inputs?: Sign_In_FinishedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_FinishedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Use your catchd email and password." |
*
* @param {Sign_In_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_lead: ((inputs?: Sign_In_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Use your catchd email and password or an account you already have." |
*
* @param {Sign_In_Lead_ProvidersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_lead_providers: ((inputs?: Sign_In_Lead_ProvidersInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Lead_ProvidersInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This sign-in link is stale or was not started here. Please start again." |
*
* @param {Sign_In_Link_StaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_link_stale: ((inputs?: Sign_In_Link_StaleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Link_StaleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "There have been many sign-in attempts for this account." |
*
* @param {Sign_In_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_many_attempts: ((inputs?: Sign_In_Many_AttemptsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Many_AttemptsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "That email and password do not match." |
*
* @param {Sign_In_MismatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_mismatch: ((inputs?: Sign_In_MismatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_MismatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in paused" |
*
* @param {Sign_In_Paused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_paused_title: ((inputs?: Sign_In_Paused_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Paused_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This sign-in took too long or was already finished. Please sign in again." |
*
* @param {Sign_In_StaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_stale: ((inputs?: Sign_In_StaleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_StaleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in attempts cannot be counted right now." |
*
* @param {Sign_In_UncountableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_uncountable: ((inputs?: Sign_In_UncountableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_UncountableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This way of signing in is not set up here." |
*
* @param {Sign_In_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_unknown: ((inputs?: Sign_In_UnknownInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_UnknownInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown sign-in method" |
*
* @param {Sign_In_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_unknown_title: ((inputs?: Sign_In_Unknown_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Unknown_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_out: ((inputs?: Sign_OutInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_OutInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "catchd: log, verify and rank spearfishing catches." |
*
* @param {Site_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const site_description: ((inputs?: Site_DescriptionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_DescriptionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const skip_to_content: ((inputs?: Skip_To_ContentInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Skip_To_ContentInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
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
export declare const wait_and_retry: ((inputs: Wait_And_RetryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Wait_And_RetryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "New here? {link}: an admin approves new members." |
*
* @param {Way_In_ApprovalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_approval: ((inputs: Way_In_ApprovalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_ApprovalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Ask to join" |
*
* @param {Way_In_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_ask: ((inputs?: Way_In_AskInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_AskInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This club is not taking new members at the moment." |
*
* @param {Way_In_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_closed: ((inputs?: Way_In_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Building on the catchd API? {link}." |
*
* @param {Way_In_DevelopersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_developers: ((inputs: Way_In_DevelopersInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_DevelopersInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign up for early access" |
*
* @param {Way_In_Early_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_early_access: ((inputs?: Way_In_Early_AccessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_Early_AccessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "New here? Joining is by invitation: ask an admin of your club to invite you." |
*
* @param {Way_In_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_invite: ((inputs?: Way_In_InviteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_InviteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "New here? {link}." |
*
* @param {Way_In_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_open: ((inputs: Way_In_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign up" |
*
* @param {Way_In_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_sign_up: ((inputs?: Way_In_Sign_UpInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_Sign_UpInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
