export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_ActivityInputs = {};
export type Account_Change_PasswordInputs = {};
export type Account_Col_AddressInputs = {};
export type Account_Col_DeviceInputs = {};
export type Account_Col_FromInputs = {};
export type Account_Col_Last_SeenInputs = {};
export type Account_Col_WhatInputs = {};
export type Account_Col_WhenInputs = {};
export type Account_ConfirmInputs = {};
export type Account_Confirm_Code_LabelInputs = {};
export type Account_Confirm_LeadInputs = {
    minutes: NonNullable<unknown>;
};
export type Account_Confirm_ProviderInputs = {};
export type Account_Confirm_TitleInputs = {};
export type Account_Confirm_With_CodeInputs = {};
export type Account_Current_PasswordInputs = {};
export type Account_Developer_LinkInputs = {};
export type Account_Device_Browser_OnInputs = {
    system: NonNullable<unknown>;
};
export type Account_Device_OnInputs = {
    browser: NonNullable<unknown>;
    system: NonNullable<unknown>;
};
export type Account_Device_UnknownInputs = {};
export type Account_Diver_PageInputs = {};
export type Account_Event_Display_Name_ChangedInputs = {};
export type Account_Event_Email_Change_RequestedInputs = {};
export type Account_Event_Email_ChangedInputs = {};
export type Account_Event_EndedInputs = {
    count: NonNullable<unknown>;
};
export type Account_Event_Passkey_AddedInputs = {};
export type Account_Event_Passkey_RemovedInputs = {};
export type Account_Event_Password_ChangedInputs = {};
export type Account_Event_Password_ResetInputs = {};
export type Account_Event_Recovery_Code_UsedInputs = {};
export type Account_Event_Role_ChangedInputs = {};
export type Account_Event_Second_Factor_AddedInputs = {};
export type Account_Event_Second_Factor_RemovedInputs = {};
export type Account_Event_Session_EndedInputs = {};
export type Account_Event_Sessions_EndedInputs = {};
export type Account_Event_Sign_InInputs = {};
export type Account_Event_Sign_In_FailedInputs = {};
export type Account_Event_WithInputs = {
    method: NonNullable<unknown>;
};
export type Account_Mail_New_Address_BodyInputs = {
    url: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Account_Mail_New_Address_SubjectInputs = {};
export type Account_Mail_Old_Address_BodyInputs = {
    url: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Account_Mail_Old_Address_SubjectInputs = {};
export type Account_Name_LabelInputs = {};
export type Account_New_Address_TextInputs = {
    email: NonNullable<unknown>;
};
export type Account_New_Address_TitleInputs = {};
export type Account_New_PasswordInputs = {};
export type Account_Not_Linkable_ClosedInputs = {};
export type Account_Not_Linkable_DeclinedInputs = {};
export type Account_Not_Linkable_DisabledInputs = {};
export type Account_Not_Linkable_InviteInputs = {};
export type Account_Not_Linkable_UnconfirmedInputs = {};
export type Account_Not_Linkable_UnverifiedInputs = {};
export type Account_Notifications_LinkInputs = {};
export type Account_Password_LeadInputs = {};
export type Account_Pending_EmailInputs = {
    pending: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Account_Pref_As_ClubInputs = {
    shown: NonNullable<unknown>;
};
export type Account_Pref_HeadingInputs = {};
export type Account_Pref_NoteInputs = {};
export type Account_Pref_Time_ZoneInputs = {};
export type Account_Pref_UnitsInputs = {};
export type Account_Profile_HeadingInputs = {};
export type Account_Provider_CancelledInputs = {
    provider: NonNullable<unknown>;
};
export type Account_Provider_Cancelled_TitleInputs = {};
export type Account_Provider_FailedInputs = {
    provider: NonNullable<unknown>;
};
export type Account_Provider_Failed_TitleInputs = {};
export type Account_Provider_Refused_TitleInputs = {};
export type Account_Provider_UnavailableInputs = {
    provider: NonNullable<unknown>;
};
export type Account_Provider_Unavailable_TitleInputs = {};
export type Account_Provider_WaitingInputs = {};
export type Account_RoleInputs = {
    role: NonNullable<unknown>;
};
export type Account_SaveInputs = {};
export type Account_Session_Sign_OutInputs = {
    device: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Account_SessionsInputs = {};
export type Account_Sign_Out_OthersInputs = {};
export type Account_This_SessionInputs = {};
export type Account_TitleInputs = {};
export type Account_Units_ImperialInputs = {};
export type Account_Units_MetricInputs = {};
export type Account_Wrong_PasswordInputs = {};
export type Account_Your_PasswordInputs = {};
export type Board_AnyInputs = {};
export type Board_Ask_EachInputs = {
    link: NonNullable<unknown>;
};
export type Board_BoardInputs = {};
export type Board_Boards_LabelInputs = {};
export type Board_Caption_Catch_CountInputs = {};
export type Board_Caption_DeepestInputs = {};
export type Board_Caption_HeaviestInputs = {};
export type Board_Caption_Total_WeightInputs = {};
export type Board_Catch_CountInputs = {};
export type Board_ChooseInputs = {};
export type Board_Col_CatchInputs = {};
export type Board_Col_CatchesInputs = {};
export type Board_Col_DepthInputs = {};
export type Board_Col_DiverInputs = {};
export type Board_Col_RankInputs = {};
export type Board_Col_WeightInputs = {};
export type Board_DeepestInputs = {};
export type Board_Dive_FreediveInputs = {};
export type Board_Dive_ScubaInputs = {};
export type Board_Dive_TypeInputs = {};
export type Board_EmbeddableInputs = {};
export type Board_Empty_BronzeInputs = {};
export type Board_Empty_GoldInputs = {};
export type Board_Empty_SilverInputs = {};
export type Board_Empty_TitleInputs = {};
export type Board_Every_CatchInputs = {};
export type Board_Filters_LabelInputs = {};
export type Board_For_WebsiteInputs = {
    link: NonNullable<unknown>;
};
export type Board_GearInputs = {};
export type Board_Gear_OtherInputs = {};
export type Board_Gear_PolespearInputs = {};
export type Board_Gear_SlingInputs = {};
export type Board_Gear_SpeargunInputs = {};
export type Board_HeadingInputs = {};
export type Board_HeaviestInputs = {};
export type Board_Medal_BronzeInputs = {};
export type Board_Medal_GoldInputs = {};
export type Board_Medal_SilverInputs = {};
export type Board_No_CatchesInputs = {};
export type Board_Page_TitleInputs = {
    board: NonNullable<unknown>;
};
export type Board_Photo_AltInputs = {
    species: NonNullable<unknown>;
    diver: NonNullable<unknown>;
};
export type Board_PodiumInputs = {};
export type Board_SeasonInputs = {};
export type Board_ShowInputs = {};
export type Board_SpeciesInputs = {};
export type Board_Table_LabelInputs = {};
export type Board_Tier_BronzeInputs = {};
export type Board_Tier_GoldInputs = {};
export type Board_Tier_SilverInputs = {};
export type Board_Tier_UnverifiedInputs = {};
export type Board_Total_WeightInputs = {};
export type Board_Waiting_VerificationInputs = {};
export type Board_Which_CountInputs = {};
export type Board_Your_UnverifiedInputs = {};
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
export type Chart_MarkInputs = {
    name: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Chart_Mark_DefaultInputs = {};
export type Chart_NumbersInputs = {};
export type Club_Label_Board_Min_TierInputs = {};
export type Club_Label_LanguageInputs = {};
export type Club_Label_NameInputs = {};
export type Club_Label_Season_StartInputs = {};
export type Club_Label_SignupInputs = {};
export type Club_Label_Time_ZoneInputs = {};
export type Club_Label_UnitsInputs = {};
export type Club_Own_ChoicesInputs = {};
export type Club_PinnedInputs = {
    variable: NonNullable<unknown>;
};
export type Club_SaveInputs = {};
export type Club_Signup_ApprovalInputs = {};
export type Club_Signup_ClosedInputs = {};
export type Club_Signup_InviteInputs = {};
export type Club_Signup_OpenInputs = {};
export type Club_Tier_BronzeInputs = {};
export type Club_Tier_GoldInputs = {};
export type Club_Tier_SilverInputs = {};
export type Club_Tier_UnverifiedInputs = {};
export type Club_TitleInputs = {};
export type Club_Units_ImperialInputs = {};
export type Club_Units_MetricInputs = {};
export type Competition_AcceptInputs = {};
export type Competition_Add_DiversInputs = {};
export type Competition_Add_EntryInputs = {};
export type Competition_Add_Entry_HeadingInputs = {};
export type Competition_All_EntriesInputs = {};
export type Competition_BiggestInputs = {};
export type Competition_CancelInputs = {};
export type Competition_ChangeInputs = {};
export type Competition_Change_LeadInputs = {
    link: NonNullable<unknown>;
};
export type Competition_Change_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Competition_CountsInputs = {};
export type Competition_Counts_NotInputs = {
    reason: NonNullable<unknown>;
};
export type Competition_Counts_PointsInputs = {
    points: NonNullable<unknown>;
};
export type Competition_Counts_QuestionInputs = {};
export type Competition_Create_DraftInputs = {};
export type Competition_Description_LabelInputs = {};
export type Competition_DismissInputs = {};
export type Competition_DivisionInputs = {};
export type Competition_Divisions_LabelInputs = {};
export type Competition_Ends_LabelInputs = {};
export type Competition_EnterInputs = {};
export type Competition_Entries_CountInputs = {
    count: NonNullable<unknown>;
};
export type Competition_EntryInputs = {};
export type Competition_Entry_AdminInputs = {};
export type Competition_Entry_LabelInputs = {};
export type Competition_Entry_OpenInputs = {};
export type Competition_FinalizeInputs = {};
export type Competition_FindInputs = {};
export type Competition_Find_EntryInputs = {};
export type Competition_FishInputs = {};
export type Competition_Live_FullInputs = {};
export type Competition_Live_Full_TitleInputs = {};
export type Competition_My_FishInputs = {};
export type Competition_My_Fish_RankInputs = {
    rank: NonNullable<unknown>;
};
export type Competition_Name_LabelInputs = {};
export type Competition_NewInputs = {};
export type Competition_NextInputs = {
    name: NonNullable<unknown>;
};
export type Competition_No_EntriesInputs = {};
export type Competition_No_FishInputs = {};
export type Competition_No_Fish_WindowInputs = {};
export type Competition_NobodyInputs = {};
export type Competition_NoneInputs = {};
export type Competition_OverallInputs = {};
export type Competition_PointsInputs = {};
export type Competition_Preset_CmasInputs = {};
export type Competition_Preset_HeaviestInputs = {};
export type Competition_Preset_TotalInputs = {};
export type Competition_Printable_ResultsInputs = {};
export type Competition_Protest_DismissedInputs = {};
export type Competition_Protest_EntryInputs = {};
export type Competition_Protest_GeneralInputs = {};
export type Competition_Protest_HeadingInputs = {};
export type Competition_Protest_Hours_LabelInputs = {};
export type Competition_Protest_NoteInputs = {};
export type Competition_Protest_OpenInputs = {};
export type Competition_Protest_ReasonInputs = {};
export type Competition_Protest_SubmitInputs = {};
export type Competition_Protest_UpheldInputs = {};
export type Competition_ProtestsInputs = {};
export type Competition_Provisional_ResultsInputs = {};
export type Competition_PublishInputs = {};
export type Competition_RankInputs = {};
export type Competition_Reason_Below_MinimumInputs = {};
export type Competition_Reason_Not_WeighedInputs = {};
export type Competition_Reason_Outside_AreaInputs = {};
export type Competition_Reason_Over_Fish_LimitInputs = {};
export type Competition_Reason_Over_Species_LimitInputs = {};
export type Competition_Reason_RejectedInputs = {};
export type Competition_Reason_Species_ExcludedInputs = {};
export type Competition_Refused_CancelledInputs = {};
export type Competition_Refused_ChangedInputs = {};
export type Competition_Refused_Entries_ClosedInputs = {};
export type Competition_Refused_FinalInputs = {};
export type Competition_Refused_ForbiddenInputs = {};
export type Competition_Refused_Not_DraftInputs = {};
export type Competition_Refused_Not_ProvisionalInputs = {};
export type Competition_Refused_Protest_ResolvedInputs = {};
export type Competition_Refused_Protest_Window_ClosedInputs = {};
export type Competition_Refused_Protests_OpenInputs = {};
export type Competition_Refused_StartedInputs = {};
export type Competition_RejectInputs = {};
export type Competition_Reject_ReasonInputs = {};
export type Competition_ResultsInputs = {};
export type Competition_Results_CsvInputs = {};
export type Competition_Results_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Competition_Rule_AreaInputs = {};
export type Competition_Rule_As_LoggedInputs = {};
export type Competition_Rule_At_MostInputs = {
    count: NonNullable<unknown>;
};
export type Competition_Rule_Best_FishInputs = {
    count: NonNullable<unknown>;
};
export type Competition_Rule_CountsInputs = {};
export type Competition_Rule_Counts_FromInputs = {
    weight: NonNullable<unknown>;
};
export type Competition_Rule_Final_At_EndInputs = {};
export type Competition_Rule_Fish_BonusInputs = {
    points: NonNullable<unknown>;
};
export type Competition_Rule_Fixed_PointsInputs = {
    points: NonNullable<unknown>;
};
export type Competition_Rule_GramInputs = {};
export type Competition_Rule_Listed_OnlyInputs = {};
export type Competition_Rule_Max_CountInputs = {
    count: NonNullable<unknown>;
};
export type Competition_Rule_Min_WeightInputs = {
    weight: NonNullable<unknown>;
};
export type Competition_Rule_Per_KgInputs = {
    points: NonNullable<unknown>;
};
export type Competition_Rule_ProvisionalInputs = {
    hours: NonNullable<unknown>;
};
export type Competition_Rule_Single_BestInputs = {};
export type Competition_Rule_SpeciesInputs = {
    species: NonNullable<unknown>;
    rules: NonNullable<unknown>;
};
export type Competition_Rule_Species_BonusInputs = {
    points: NonNullable<unknown>;
};
export type Competition_Rule_TeamsInputs = {
    count: NonNullable<unknown>;
};
export type Competition_Rule_Weigh_InInputs = {};
export type Competition_RulesInputs = {};
export type Competition_Run_ItInputs = {};
export type Competition_RunningInputs = {};
export type Competition_SaveInputs = {};
export type Competition_StandingsInputs = {};
export type Competition_Standings_So_FarInputs = {};
export type Competition_Starts_LabelInputs = {};
export type Competition_Status_CancelledInputs = {};
export type Competition_Status_DraftInputs = {};
export type Competition_Status_FinalInputs = {};
export type Competition_Status_OpenInputs = {};
export type Competition_Status_ProvisionalInputs = {};
export type Competition_Status_RunningInputs = {};
export type Competition_Team_IndividualInputs = {};
export type Competition_Team_MatesInputs = {};
export type Competition_Team_NameInputs = {};
export type Competition_Team_Size_LabelInputs = {};
export type Competition_Team_Up_ToInputs = {
    count: NonNullable<unknown>;
};
export type Competition_Time_Zone_LabelInputs = {};
export type Competition_UpcomingInputs = {};
export type Competition_UpholdInputs = {};
export type Competition_Weigh_InInputs = {};
export type Competition_Weigh_In_NoneInputs = {};
export type Competition_Weigh_In_RequiredInputs = {};
export type Competition_Weigh_In_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Competition_Weighmasters_LabelInputs = {};
export type Competition_Weight_KgInputs = {};
export type Competition_WhenInputs = {
    start: NonNullable<unknown>;
    end: NonNullable<unknown>;
    zone: NonNullable<unknown>;
};
export type Continue_WithInputs = {
    provider: NonNullable<unknown>;
};
export type Dev_Api_ReferenceInputs = {};
export type Dev_App_IdInputs = {};
export type Dev_App_RegisteredInputs = {
    name: NonNullable<unknown>;
};
export type Dev_App_SecretInputs = {};
export type Dev_ApplicantInputs = {};
export type Dev_ApplicationInputs = {};
export type Dev_Applications_LinkInputs = {};
export type Dev_Applications_TitleInputs = {};
export type Dev_AppliedInputs = {};
export type Dev_ApplyInputs = {};
export type Dev_Apply_TitleInputs = {};
export type Dev_ApproveInputs = {};
export type Dev_Approve_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Dev_Apps_TitleInputs = {};
export type Dev_Authorised_CountInputs = {};
export type Dev_Authorised_TitleInputs = {};
export type Dev_Bad_StatusInputs = {};
export type Dev_BuildingInputs = {};
export type Dev_Building_QuestionInputs = {};
export type Dev_CancelInputs = {};
export type Dev_Client_IdInputs = {};
export type Dev_ConfirmedInputs = {};
export type Dev_Confirmed_TitleInputs = {};
export type Dev_CopiedInputs = {};
export type Dev_CopyInputs = {};
export type Dev_Copy_FailedInputs = {};
export type Dev_Count_AppsInputs = {
    count: NonNullable<unknown>;
};
export type Dev_Count_GrantsInputs = {
    count: NonNullable<unknown>;
};
export type Dev_Count_KeysInputs = {
    count: NonNullable<unknown>;
};
export type Dev_Create_KeyInputs = {};
export type Dev_Create_Key_TitleInputs = {};
export type Dev_DecidedInputs = {};
export type Dev_Decided_OnInputs = {
    state: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Dev_DecisionInputs = {};
export type Dev_DeclineInputs = {};
export type Dev_Decline_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Dev_Decline_WarningInputs = {
    keys: NonNullable<unknown>;
    apps: NonNullable<unknown>;
    grants: NonNullable<unknown>;
};
export type Dev_Declined_DoneInputs = {
    name: NonNullable<unknown>;
    keys: NonNullable<unknown>;
    apps: NonNullable<unknown>;
    grants: NonNullable<unknown>;
};
export type Dev_DeleteInputs = {};
export type Dev_Delete_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Dev_DurationInputs = {};
export type Dev_EditInputs = {};
export type Dev_Edit_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Dev_Email_UnconfirmedInputs = {
    email: NonNullable<unknown>;
};
export type Dev_ExpiresInputs = {};
export type Dev_Expires_In_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Dev_Expires_NeverInputs = {};
export type Dev_Expires_YearInputs = {};
export type Dev_FilterInputs = {};
export type Dev_GrantInputs = {
    app: NonNullable<unknown>;
    scopes: NonNullable<unknown>;
    since: NonNullable<unknown>;
};
export type Dev_Grant_UsedInputs = {
    app: NonNullable<unknown>;
    scopes: NonNullable<unknown>;
    since: NonNullable<unknown>;
    used: NonNullable<unknown>;
};
export type Dev_KeyInputs = {};
export type Dev_Key_CreatedInputs = {
    name: NonNullable<unknown>;
};
export type Dev_Key_IdInputs = {};
export type Dev_Key_Or_AppInputs = {};
export type Dev_KeysInputs = {};
export type Dev_Last_UsedInputs = {};
export type Dev_Link_InvalidInputs = {};
export type Dev_Link_Invalid_TitleInputs = {};
export type Dev_Mail_Approved_BodyInputs = {
    link: NonNullable<unknown>;
};
export type Dev_Mail_Approved_SubjectInputs = {};
export type Dev_Mail_Confirm_BodyInputs = {
    link: NonNullable<unknown>;
};
export type Dev_Mail_Confirm_SubjectInputs = {};
export type Dev_Mail_Declined_BodyInputs = {};
export type Dev_Mail_Declined_SubjectInputs = {};
export type Dev_May_HoldInputs = {
    scopes: NonNullable<unknown>;
};
export type Dev_MethodInputs = {};
export type Dev_NameInputs = {};
export type Dev_Nav_AccessInputs = {};
export type Dev_Nav_AppsInputs = {};
export type Dev_Nav_AuthorisedInputs = {};
export type Dev_Nav_EventsInputs = {};
export type Dev_Nav_WebhooksInputs = {};
export type Dev_NeverInputs = {};
export type Dev_New_Key_SecretInputs = {};
export type Dev_No_AppsInputs = {};
export type Dev_No_AuthorisedInputs = {};
export type Dev_No_KeysInputs = {};
export type Dev_No_RequestsInputs = {};
export type Dev_Nobody_WaitingInputs = {};
export type Dev_PathInputs = {};
export type Dev_Path_FilterInputs = {};
export type Dev_PortalInputs = {};
export type Dev_QuickstartInputs = {};
export type Dev_Read_DocsInputs = {
    reference: NonNullable<unknown>;
    quickstart: NonNullable<unknown>;
};
export type Dev_Redirect_UrisInputs = {};
export type Dev_Redirect_Uris_HintInputs = {};
export type Dev_Refusal_ClosedInputs = {};
export type Dev_Refusal_DeclinedInputs = {};
export type Dev_Refusal_NoneInputs = {};
export type Dev_Refusal_RequestedInputs = {};
export type Dev_RegisterInputs = {};
export type Dev_Register_TitleInputs = {};
export type Dev_Request_IdInputs = {};
export type Dev_Request_LogInputs = {};
export type Dev_RequestsInputs = {};
export type Dev_Requests_LeadInputs = {
    days: NonNullable<unknown>;
};
export type Dev_RevokeInputs = {};
export type Dev_Revoke_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Dev_RotateInputs = {};
export type Dev_Rotate_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Dev_SaveInputs = {};
export type Dev_ScopesInputs = {};
export type Dev_Secret_OnceInputs = {};
export type Dev_Secret_RotatedInputs = {};
export type Dev_SessionInputs = {};
export type Dev_Standing_ApprovedInputs = {};
export type Dev_StateInputs = {};
export type Dev_State_ApprovedInputs = {};
export type Dev_State_DeclinedInputs = {};
export type Dev_State_RequestedInputs = {};
export type Dev_StatusInputs = {};
export type Dev_Status_FilterInputs = {};
export type Dev_TimeInputs = {};
export type Dev_TypeInputs = {};
export type Dev_Type_ConfidentialInputs = {};
export type Dev_Type_Confidential_HintInputs = {};
export type Dev_Type_PublicInputs = {};
export type Dev_Type_Public_HintInputs = {};
export type Dev_UnconfirmedInputs = {};
export type Dev_Waiting_ListInputs = {};
export type Digest_CatchesInputs = {
    count: NonNullable<unknown>;
};
export type Digest_FinishedInputs = {
    count: NonNullable<unknown>;
};
export type Digest_Finished_ListInputs = {
    names: NonNullable<unknown>;
};
export type Digest_GradesInputs = {
    count: NonNullable<unknown>;
};
export type Digest_HeaviestInputs = {
    species: NonNullable<unknown>;
    weight: NonNullable<unknown>;
    diver: NonNullable<unknown>;
};
export type Digest_HighlightsInputs = {};
export type Digest_IntroInputs = {
    club: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Digest_MembersInputs = {
    count: NonNullable<unknown>;
};
export type Digest_New_MembersInputs = {
    names: NonNullable<unknown>;
};
export type Digest_OpenInputs = {
    link: NonNullable<unknown>;
};
export type Digest_PublishedInputs = {
    count: NonNullable<unknown>;
};
export type Digest_Published_ListInputs = {
    names: NonNullable<unknown>;
};
export type Digest_RecordInputs = {
    species: NonNullable<unknown>;
    weight: NonNullable<unknown>;
    diver: NonNullable<unknown>;
};
export type Digest_RecordsInputs = {
    count: NonNullable<unknown>;
};
export type Digest_SubjectInputs = {
    club: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
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
export type Event_Every_TypeInputs = {};
export type Event_NoneInputs = {};
export type Event_OlderInputs = {};
export type Event_ShowInputs = {};
export type Event_SummaryInputs = {
    type: NonNullable<unknown>;
    id: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Event_TitleInputs = {};
export type Event_TypeInputs = {};
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
export type Guide_English_OnlyInputs = {};
export type Guide_GuidesInputs = {};
export type Guide_LeadInputs = {
    link: NonNullable<unknown>;
};
export type Guide_Not_FoundInputs = {
    path: NonNullable<unknown>;
};
export type Guide_Not_Found_TitleInputs = {};
export type Guide_ReferenceInputs = {};
export type Guide_Title_ErrorsInputs = {};
export type Guide_Title_Idempotent_RetriesInputs = {};
export type Guide_Title_Oauth_PkceInputs = {};
export type Guide_Title_Paging_And_SearchInputs = {};
export type Guide_Title_QuickstartInputs = {};
export type Home_BoardsInputs = {};
export type Home_LeadInputs = {};
export type Home_TitleInputs = {};
export type Join_Approval_LeadInputs = {};
export type Join_ApproveInputs = {};
export type Join_Approve_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Join_Approved_TextInputs = {};
export type Join_Approved_TitleInputs = {};
export type Join_Building_LabelInputs = {};
export type Join_ButtonInputs = {};
export type Join_Check_Inbox_SpamInputs = {
    count: NonNullable<unknown>;
};
export type Join_Check_Inbox_TextInputs = {
    email: NonNullable<unknown>;
};
export type Join_Check_Inbox_TitleInputs = {};
export type Join_Closed_AddInputs = {
    add: NonNullable<unknown>;
};
export type Join_Closed_TitleInputs = {};
export type Join_Col_ActionsInputs = {};
export type Join_Col_DecisionInputs = {};
export type Join_Col_LinkInputs = {};
export type Join_Col_PersonInputs = {};
export type Join_Col_Signed_UpInputs = {};
export type Join_Confirm_Address_TextInputs = {
    email: NonNullable<unknown>;
};
export type Join_Confirm_Address_TitleInputs = {};
export type Join_DeclineInputs = {};
export type Join_Decline_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Join_Declined_TextInputs = {};
export type Join_Declined_TitleInputs = {};
export type Join_Early_Access_Closed_TextInputs = {};
export type Join_Early_Access_Closed_TitleInputs = {};
export type Join_Early_Access_LeadInputs = {};
export type Join_Have_AccountInputs = {
    link: NonNullable<unknown>;
};
export type Join_Invitation_TitleInputs = {};
export type Join_InvitationsInputs = {};
export type Join_InviteInputs = {};
export type Join_Invited_AsInputs = {
    role: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Join_Link_ExpiredInputs = {};
export type Join_Link_MailedInputs = {};
export type Join_Link_ShownInputs = {};
export type Join_Link_To_Pass_OnInputs = {
    email: NonNullable<unknown>;
};
export type Join_Link_UntilInputs = {
    time: NonNullable<unknown>;
};
export type Join_Mail_Approved_BodyInputs = {
    url: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Join_Mail_Approved_SubjectInputs = {};
export type Join_Mail_Confirm_BodyInputs = {
    url: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Join_Mail_Confirm_SubjectInputs = {};
export type Join_Mail_Declined_BodyInputs = {
    url: NonNullable<unknown>;
};
export type Join_Mail_Declined_SubjectInputs = {};
export type Join_Mail_Invitation_BodyInputs = {
    url: NonNullable<unknown>;
    role: NonNullable<unknown>;
    until: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Join_Mail_Invitation_SubjectInputs = {};
export type Join_Mail_Known_AccountInputs = {};
export type Join_Mail_Known_BodyInputs = {
    url: NonNullable<unknown>;
    why: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Join_Mail_Known_DeclinedInputs = {};
export type Join_Mail_Known_SubjectInputs = {};
export type Join_Mail_Known_WaitingInputs = {};
export type Join_Mail_Sign_OffInputs = {
    url: NonNullable<unknown>;
};
export type Join_Name_LabelInputs = {};
export type Join_New_LinkInputs = {};
export type Join_New_Link_LabelInputs = {
    email: NonNullable<unknown>;
};
export type Join_No_InvitationsInputs = {};
export type Join_Nobody_WaitingInputs = {};
export type Join_Password_LabelInputs = {
    min: NonNullable<unknown>;
};
export type Join_Pending_InvitationsInputs = {};
export type Join_Qr_LabelInputs = {
    email: NonNullable<unknown>;
};
export type Join_Refused_BuildingInputs = {};
export type Join_Refused_EmailInputs = {};
export type Join_Refused_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Join_Requested_TextInputs = {};
export type Join_RevokeInputs = {};
export type Join_Revoke_LabelInputs = {
    email: NonNullable<unknown>;
};
export type Join_Scan_ItInputs = {};
export type Join_Send_AgainInputs = {};
export type Join_Send_Again_LabelInputs = {
    email: NonNullable<unknown>;
};
export type Join_Set_Up_TextInputs = {};
export type Join_Set_Up_TitleInputs = {};
export type Join_Setup_ButtonInputs = {};
export type Join_Setup_LeadInputs = {};
export type Join_Setup_Link_TextInputs = {};
export type Join_Setup_Link_TitleInputs = {};
export type Join_Setup_TitleInputs = {};
export type Join_Share_ButtonInputs = {};
export type Join_Share_TextInputs = {
    club: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Join_Share_TitleInputs = {
    club: NonNullable<unknown>;
};
export type Join_Sign_Up_And_ApplyInputs = {};
export type Join_Sign_Ups_WaitingInputs = {};
export type Join_Waiting_TextInputs = {};
export type Join_Waiting_TitleInputs = {};
export type Leave_Choose_CatchesInputs = {};
export type Leave_Confirm_WordInputs = {};
export type Leave_Danger_ZoneInputs = {};
export type Leave_Delete_ButtonInputs = {};
export type Leave_Delete_CatchesInputs = {};
export type Leave_Delete_HeadingInputs = {};
export type Leave_Delete_LeadInputs = {};
export type Leave_DownloadInputs = {};
export type Leave_Download_WhatInputs = {};
export type Leave_Final_ButtonInputs = {};
export type Leave_Final_DeleteInputs = {};
export type Leave_Final_GoneInputs = {
    email: NonNullable<unknown>;
};
export type Leave_Final_KeepInputs = {
    name: NonNullable<unknown>;
};
export type Leave_Final_TitleInputs = {};
export type Leave_Keep_AccountInputs = {};
export type Leave_Keep_CatchesInputs = {
    name: NonNullable<unknown>;
};
export type Leave_PasswordInputs = {};
export type Leave_Type_EmailInputs = {
    email: NonNullable<unknown>;
};
export type Leave_Type_WordInputs = {
    word: NonNullable<unknown>;
};
export type Leave_Word_RefusedInputs = {
    word: NonNullable<unknown>;
};
export type Leave_Your_CatchesInputs = {};
export type Leave_Your_DataInputs = {};
export type Live_OffInputs = {};
export type Live_OnInputs = {};
export type Live_UpdatedInputs = {
    time: NonNullable<unknown>;
};
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
export type Notify_AllInputs = {};
export type Notify_Board_Catch_CountInputs = {};
export type Notify_Board_DeepestInputs = {};
export type Notify_Board_HeaviestInputs = {};
export type Notify_Board_LeftInputs = {
    board: NonNullable<unknown>;
    old: NonNullable<unknown>;
};
export type Notify_Board_MovedInputs = {
    old: NonNullable<unknown>;
    new: NonNullable<unknown>;
    board: NonNullable<unknown>;
};
export type Notify_Board_SeasonInputs = {
    season: NonNullable<unknown>;
};
export type Notify_Board_TitleInputs = {};
export type Notify_Board_Total_WeightInputs = {};
export type Notify_Boards_MoreInputs = {
    count: NonNullable<unknown>;
};
export type Notify_Boards_TitleInputs = {
    count: NonNullable<unknown>;
};
export type Notify_Catch_Graded_TextInputs = {
    species: NonNullable<unknown>;
    tier: NonNullable<unknown>;
    previous: NonNullable<unknown>;
};
export type Notify_Catch_Graded_TitleInputs = {
    tier: NonNullable<unknown>;
};
export type Notify_Catch_Refused_TextInputs = {
    species: NonNullable<unknown>;
};
export type Notify_Catch_Refused_TitleInputs = {};
export type Notify_ChooseInputs = {};
export type Notify_Developer_TextInputs = {
    name: NonNullable<unknown>;
};
export type Notify_Developer_TitleInputs = {};
export type Notify_Digest_TitleInputs = {
    club: NonNullable<unknown>;
};
export type Notify_EmailInputs = {};
export type Notify_Email_DailyInputs = {};
export type Notify_Email_InstantInputs = {};
export type Notify_Email_OffInputs = {};
export type Notify_Email_WeeklyInputs = {};
export type Notify_Final_TextInputs = {
    competition: NonNullable<unknown>;
};
export type Notify_Final_TitleInputs = {};
export type Notify_In_AppInputs = {};
export type Notify_Kind_Board_OvertakenInputs = {};
export type Notify_Kind_Catch_GradedInputs = {};
export type Notify_Kind_Club_DigestInputs = {};
export type Notify_Kind_Competition_OvertakenInputs = {};
export type Notify_Kind_Competition_PublishedInputs = {};
export type Notify_Kind_Competition_ResultsInputs = {};
export type Notify_Kind_Developer_Application_WaitingInputs = {};
export type Notify_Kind_Protest_On_EntryInputs = {};
export type Notify_Kind_Sign_Up_WaitingInputs = {};
export type Notify_Kind_Verification_RequestedInputs = {};
export type Notify_Mail_ChoicesInputs = {
    link: NonNullable<unknown>;
};
export type Notify_Mail_MoreInputs = {
    count: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Notify_Mail_StopInputs = {
    link: NonNullable<unknown>;
};
export type Notify_Mail_Subject_ManyInputs = {
    count: NonNullable<unknown>;
    kind: NonNullable<unknown>;
};
export type Notify_Mail_WhyInputs = {
    kind: NonNullable<unknown>;
};
export type Notify_Mark_All_ReadInputs = {};
export type Notify_No_DevicesInputs = {};
export type Notify_Nothing_UnreadInputs = {};
export type Notify_Nothing_YetInputs = {};
export type Notify_Overtaken_LeftInputs = {
    competition: NonNullable<unknown>;
    old: NonNullable<unknown>;
};
export type Notify_Overtaken_MovedInputs = {
    old: NonNullable<unknown>;
    new: NonNullable<unknown>;
    competition: NonNullable<unknown>;
};
export type Notify_Overtaken_TitleInputs = {
    competition: NonNullable<unknown>;
};
export type Notify_Page_TitleInputs = {};
export type Notify_Protest_Catch_TextInputs = {
    competition: NonNullable<unknown>;
};
export type Notify_Protest_Entry_TextInputs = {
    competition: NonNullable<unknown>;
};
export type Notify_Protest_TitleInputs = {};
export type Notify_Provisional_TextInputs = {
    competition: NonNullable<unknown>;
};
export type Notify_Provisional_TitleInputs = {};
export type Notify_Published_TextInputs = {
    competition: NonNullable<unknown>;
};
export type Notify_Published_TitleInputs = {};
export type Notify_Push_HeadingInputs = {};
export type Notify_Push_OffInputs = {};
export type Notify_Push_OnInputs = {};
export type Notify_Push_UnavailableInputs = {};
export type Notify_ReasonInputs = {
    note: NonNullable<unknown>;
};
export type Notify_SaveInputs = {};
export type Notify_Settings_HeadingInputs = {};
export type Notify_Sign_Up_TextInputs = {
    name: NonNullable<unknown>;
};
export type Notify_Sign_Up_TitleInputs = {};
export type Notify_SinceInputs = {
    time: NonNullable<unknown>;
};
export type Notify_Stop_PushInputs = {};
export type Notify_Tier_BronzeInputs = {};
export type Notify_Tier_GoldInputs = {};
export type Notify_Tier_SilverInputs = {};
export type Notify_Tier_UnverifiedInputs = {};
export type Notify_UnreadInputs = {};
export type Notify_Unread_OnlyInputs = {};
export type Notify_Unsubscribe_ButtonInputs = {};
export type Notify_Unsubscribe_ExplainInputs = {
    kind: NonNullable<unknown>;
};
export type Notify_Unsubscribe_InvalidInputs = {
    link: NonNullable<unknown>;
};
export type Notify_Unsubscribe_Invalid_TitleInputs = {};
export type Notify_Unsubscribe_QuestionInputs = {};
export type Notify_Unsubscribe_TitleInputs = {};
export type Notify_Unsubscribed_HeadingInputs = {};
export type Notify_Unsubscribed_TextInputs = {
    kind: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Notify_Unsubscribed_TitleInputs = {};
export type Notify_Verification_Requested_TextInputs = {
    diver: NonNullable<unknown>;
    species: NonNullable<unknown>;
};
export type Notify_Verification_Requested_TitleInputs = {};
export type Notify_Your_AccountInputs = {};
export type Notify_Your_NotificationsInputs = {};
export type Oauth_AfterwardsInputs = {
    destination: NonNullable<unknown>;
};
export type Oauth_AllowInputs = {};
export type Oauth_Allow_QuestionInputs = {
    app: NonNullable<unknown>;
};
export type Oauth_Allow_TitleInputs = {
    app: NonNullable<unknown>;
};
export type Oauth_App_DisabledInputs = {};
export type Oauth_DenyInputs = {};
export type Oauth_Link_BrokenInputs = {};
export type Oauth_No_ClientInputs = {};
export type Oauth_No_RedirectInputs = {};
export type Oauth_Repeated_RedirectInputs = {};
export type Oauth_Unknown_AppInputs = {};
export type Oauth_Unregistered_RedirectInputs = {};
export type Oauth_WantsInputs = {
    app: NonNullable<unknown>;
    person: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Oauth_WithheldInputs = {
    scopes: NonNullable<unknown>;
};
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
export type Passkey_AddInputs = {};
export type Passkey_AddedInputs = {};
export type Passkey_Confirm_To_AddInputs = {
    link: NonNullable<unknown>;
};
export type Passkey_Default_NameInputs = {};
export type Passkey_HeadingInputs = {};
export type Passkey_Last_UsedInputs = {};
export type Passkey_LeadInputs = {};
export type Passkey_Name_OfInputs = {
    name: NonNullable<unknown>;
};
export type Passkey_NeverInputs = {};
export type Passkey_New_NameInputs = {};
export type Passkey_NoneInputs = {};
export type Passkey_RemoveInputs = {};
export type Passkey_Remove_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Passkey_RenameInputs = {};
export type Passkey_Rename_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Passkey_Sign_InInputs = {};
export type Passkey_YoursInputs = {};
export type Password_LabelInputs = {};
export type People_AccessInputs = {};
export type People_Access_LegendInputs = {};
export type People_Access_NoteInputs = {};
export type People_ActiveInputs = {};
export type People_ActivityInputs = {};
export type People_Activity_OfInputs = {
    name: NonNullable<unknown>;
};
export type People_AddInputs = {};
export type People_Add_PersonInputs = {};
export type People_Area_DiversInputs = {};
export type People_Area_LeaderboardsInputs = {};
export type People_Area_SpeciesInputs = {};
export type People_BackInputs = {};
export type People_Change_RoleInputs = {};
export type People_DeletedInputs = {};
export type People_DisableInputs = {};
export type People_Disable_LabelInputs = {
    name: NonNullable<unknown>;
};
export type People_DisabledInputs = {};
export type People_EnableInputs = {};
export type People_Enable_LabelInputs = {
    name: NonNullable<unknown>;
};
export type People_HeadingInputs = {};
export type People_Insecure_Base_UrlInputs = {
    origin: NonNullable<unknown>;
};
export type People_Joining_ApprovalInputs = {};
export type People_Joining_ClosedInputs = {};
export type People_Joining_Developer_LabelInputs = {};
export type People_Joining_Developer_OffInputs = {};
export type People_Joining_Developer_OnInputs = {};
export type People_Joining_HeadingInputs = {};
export type People_Joining_InviteInputs = {};
export type People_Joining_Mail_LabelInputs = {};
export type People_Joining_Mail_OffInputs = {};
export type People_Joining_Mail_OnInputs = {};
export type People_Joining_Mode_LabelInputs = {};
export type People_Joining_NoteInputs = {};
export type People_Joining_OpenInputs = {};
export type People_Link_AccessInputs = {};
export type People_Link_ClubInputs = {};
export type People_Link_SpeciesInputs = {};
export type People_No_AddressInputs = {};
export type People_No_Such_PersonInputs = {};
export type People_Refused_RoleInputs = {};
export type People_Refused_TakenInputs = {};
export type People_RoleInputs = {};
export type People_Role_AdminInputs = {};
export type People_Role_DeveloperInputs = {};
export type People_Role_DiverInputs = {};
export type People_Role_OfInputs = {
    name: NonNullable<unknown>;
};
export type People_Role_VerifierInputs = {};
export type People_Second_FactorInputs = {};
export type People_SettingsInputs = {};
export type People_Tile_ApplicationsInputs = {
    count: NonNullable<unknown>;
};
export type People_Tile_CatchesInputs = {
    count: NonNullable<unknown>;
};
export type People_Tile_Sign_UpsInputs = {
    count: NonNullable<unknown>;
};
export type People_TitleInputs = {};
export type People_Update_AvailableInputs = {
    newer: NonNullable<unknown>;
    current: NonNullable<unknown>;
    update: NonNullable<unknown>;
    rollback: NonNullable<unknown>;
};
export type People_Waiting_For_YouInputs = {};
export type Problems_TitleInputs = {};
export type Reset_Check_InboxInputs = {};
export type Reset_Credentials_LegendInputs = {};
export type Reset_Done_TextInputs = {};
export type Reset_Done_TitleInputs = {};
export type Reset_KeptInputs = {
    keys: NonNullable<unknown>;
    apps: NonNullable<unknown>;
};
export type Reset_Kept_AppsInputs = {};
export type Reset_Kept_KeysInputs = {};
export type Reset_Kind_AppInputs = {};
export type Reset_Kind_KeyInputs = {};
export type Reset_LeadInputs = {};
export type Reset_Made_Last_UsedInputs = {
    made: NonNullable<unknown>;
    used: NonNullable<unknown>;
};
export type Reset_Made_Never_UsedInputs = {
    made: NonNullable<unknown>;
};
export type Reset_Mail_BodyInputs = {
    url: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Reset_Mail_MeInputs = {};
export type Reset_Mail_SubjectInputs = {};
export type Reset_New_LeadInputs = {};
export type Reset_New_TitleInputs = {};
export type Reset_No_MailInputs = {};
export type Reset_Revoke_TooInputs = {};
export type Reset_RevokedInputs = {};
export type Reset_Set_PasswordInputs = {};
export type Scope_Account_ReadInputs = {};
export type Scope_Account_WriteInputs = {};
export type Scope_Catches_ReadInputs = {};
export type Scope_Catches_WriteInputs = {};
export type Scope_Club_WriteInputs = {};
export type Scope_Competitions_WriteInputs = {};
export type Scope_Leaderboards_ReadInputs = {};
export type Scope_Species_ReadInputs = {};
export type Scope_Species_WriteInputs = {};
export type Scope_Verifications_WriteInputs = {};
export type Scope_Webhooks_ReadInputs = {};
export type Scope_Webhooks_WriteInputs = {};
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
export type Species_Add_PhotoInputs = {};
export type Species_Apply_ChangesInputs = {};
export type Species_AuthorInputs = {};
export type Species_Best_Of_EachInputs = {};
export type Species_By_DiverInputs = {
    diver: NonNullable<unknown>;
};
export type Species_CatalogueInputs = {};
export type Species_CatchesInputs = {
    count: NonNullable<unknown>;
};
export type Species_Caught_ByInputs = {
    species: NonNullable<unknown>;
    diver: NonNullable<unknown>;
};
export type Species_Change_AddInputs = {};
export type Species_Change_UpdateInputs = {};
export type Species_ChangesInputs = {};
export type Species_Col_ChangeInputs = {};
export type Species_Col_ScientificInputs = {};
export type Species_CountInputs = {
    count: NonNullable<unknown>;
};
export type Species_Csv_FileInputs = {};
export type Species_Deepest_BronzeInputs = {};
export type Species_Edit_TitleInputs = {
    species: NonNullable<unknown>;
};
export type Species_English_NameInputs = {};
export type Species_FindInputs = {};
export type Species_Find_By_NameInputs = {};
export type Species_Heaviest_FirstInputs = {
    count: NonNullable<unknown>;
};
export type Species_Import_CsvInputs = {};
export type Species_Import_HeadingInputs = {};
export type Species_Import_PreviewInputs = {
    add: NonNullable<unknown>;
    update: NonNullable<unknown>;
    unchanged: NonNullable<unknown>;
    rejected: NonNullable<unknown>;
};
export type Species_Import_TitleInputs = {};
export type Species_ImportedInputs = {
    added: NonNullable<unknown>;
    updated: NonNullable<unknown>;
    unchanged: NonNullable<unknown>;
};
export type Species_Latest_VerifiedInputs = {};
export type Species_LicenceInputs = {};
export type Species_LoggedInputs = {
    count: NonNullable<unknown>;
};
export type Species_NamesInputs = {};
export type Species_Names_CreditedInputs = {};
export type Species_Names_LicenceInputs = {
    licence: NonNullable<unknown>;
};
export type Species_No_Catches_YetInputs = {};
export type Species_No_LicenceInputs = {};
export type Species_No_Published_RecordInputs = {};
export type Species_None_YetInputs = {};
export type Species_None_Yet_SentenceInputs = {};
export type Species_Other_NamesInputs = {};
export type Species_PhotoInputs = {};
export type Species_Preview_ChangesInputs = {};
export type Species_Record_ByInputs = {
    measure: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Species_Records_HereInputs = {};
export type Species_Reference_RecordsInputs = {};
export type Species_Rejected_LabelInputs = {};
export type Species_Rejected_LineInputs = {
    line: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Species_Rejected_LinesInputs = {
    count: NonNullable<unknown>;
};
export type Species_Save_NamesInputs = {};
export type Species_SearchInputs = {};
export type Species_Season_In_ChartsInputs = {};
export type Species_Tier_Or_BetterInputs = {
    tier: NonNullable<unknown>;
};
export type Species_TitleInputs = {};
export type Species_Unknown_AuthorInputs = {};
export type Species_Verified_Catch_ByInputs = {
    diver: NonNullable<unknown>;
};
export type Species_Weights_ChartInputs = {};
export type Stats_Active_Divers_By_MonthInputs = {};
export type Stats_Admins_OnlyInputs = {};
export type Stats_Bests_SummaryInputs = {
    species: NonNullable<unknown>;
    weight: NonNullable<unknown>;
};
export type Stats_Bests_TitleInputs = {
    unit: NonNullable<unknown>;
};
export type Stats_Catches_By_MonthInputs = {};
export type Stats_Catches_CountInputs = {
    count: NonNullable<unknown>;
};
export type Stats_Club_MarkInputs = {};
export type Stats_Club_SeasonInputs = {};
export type Stats_Club_Season_TitleInputs = {
    year: NonNullable<unknown>;
};
export type Stats_Club_TotalsInputs = {
    catches: NonNullable<unknown>;
    divers: NonNullable<unknown>;
    year: NonNullable<unknown>;
};
export type Stats_Col_Active_DiversInputs = {};
export type Stats_Col_CatchesInputs = {};
export type Stats_Col_Club_RecordInputs = {};
export type Stats_Col_DateInputs = {};
export type Stats_Col_MonthInputs = {};
export type Stats_Col_SpeciesInputs = {};
export type Stats_Col_WeightInputs = {};
export type Stats_Col_YoursInputs = {};
export type Stats_Deepest_Against_ClubInputs = {};
export type Stats_Diver_SeasonInputs = {
    diver: NonNullable<unknown>;
};
export type Stats_Diver_Season_TitleInputs = {
    diver: NonNullable<unknown>;
    year: NonNullable<unknown>;
};
export type Stats_Diver_TotalsInputs = {
    catches: NonNullable<unknown>;
    weight: NonNullable<unknown>;
    year: NonNullable<unknown>;
};
export type Stats_Divers_CountInputs = {
    count: NonNullable<unknown>;
};
export type Stats_Heaviest_Against_ClubInputs = {};
export type Stats_In_AllInputs = {
    weight: NonNullable<unknown>;
};
export type Stats_Mix_SummaryInputs = {
    species: NonNullable<unknown>;
    name: NonNullable<unknown>;
    count: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Stats_Most_Catches_InInputs = {
    month: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Stats_Most_Divers_InInputs = {
    month: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Stats_No_CatchesInputs = {};
export type Stats_No_Catches_MonthsInputs = {};
export type Stats_Record_BronzeInputs = {};
export type Stats_Record_GoldInputs = {};
export type Stats_Record_HeldInputs = {
    held: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Stats_Record_SilverInputs = {};
export type Stats_SeasonInputs = {
    year: NonNullable<unknown>;
};
export type Stats_SeasonsInputs = {};
export type Stats_Species_MixInputs = {};
export type Stats_The_SpeciesInputs = {};
export type Stats_TitleInputs = {};
export type Stats_Weight_By_MonthInputs = {
    unit: NonNullable<unknown>;
};
export type Stats_Weights_Of_A_SpeciesInputs = {};
export type Stats_Weights_SummaryInputs = {};
export type Stats_Weights_Summary_No_RecordsInputs = {};
export type Stats_Weights_TitleInputs = {
    species: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Stats_World_RecordInputs = {};
export type Stats_Your_SeasonInputs = {};
export type Totp_BackInputs = {};
export type Totp_Code_LabelInputs = {};
export type Totp_Code_Or_RecoveryInputs = {};
export type Totp_Codes_LeftInputs = {
    count: NonNullable<unknown>;
};
export type Totp_Codes_OnceInputs = {};
export type Totp_Codes_TextInputs = {};
export type Totp_Codes_TitleInputs = {};
export type Totp_Enter_CodeInputs = {};
export type Totp_HasInputs = {};
export type Totp_HeadingInputs = {};
export type Totp_KeyInputs = {
    key: NonNullable<unknown>;
};
export type Totp_NoneInputs = {};
export type Totp_OffInputs = {};
export type Totp_OnInputs = {};
export type Totp_Or_PasswordInputs = {};
export type Totp_Password_RightInputs = {};
export type Totp_Qr_LabelInputs = {};
export type Totp_RemoveInputs = {};
export type Totp_Remove_CodeInputs = {};
export type Totp_ResetInputs = {};
export type Totp_Reset_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Totp_ScanInputs = {};
export type Totp_Set_UpInputs = {};
export type Totp_Start_FirstInputs = {};
export type Totp_UriInputs = {
    uri: NonNullable<unknown>;
};
export type Totp_Use_PasskeyInputs = {};
export type Totp_Wrong_CodeInputs = {};
export type Verify_AskInputs = {};
export type Verify_AskedInputs = {
    time: NonNullable<unknown>;
};
export type Verify_Diver_MessageInputs = {
    note: NonNullable<unknown>;
};
export type Verify_EvidenceInputs = {};
export type Verify_Evidence_And_GradingInputs = {};
export type Verify_Evidence_NoteInputs = {};
export type Verify_Gap_Bad_DateInputs = {};
export type Verify_Gap_FreediveInputs = {};
export type Verify_Gap_Interested_WitnessInputs = {};
export type Verify_Gap_MeasurementInputs = {};
export type Verify_Gap_Not_This_CatchInputs = {};
export type Verify_Gap_PhotoInputs = {
    tier: NonNullable<unknown>;
};
export type Verify_Gap_Scale_DateInputs = {};
export type Verify_Gap_Weigh_PhotoInputs = {};
export type Verify_Gap_WitnessInputs = {};
export type Verify_GradeInputs = {};
export type Verify_Grade_AsInputs = {
    tier: NonNullable<unknown>;
};
export type Verify_HeadingInputs = {
    species: NonNullable<unknown>;
};
export type Verify_HistoryInputs = {};
export type Verify_LacksInputs = {
    tier: NonNullable<unknown>;
};
export type Verify_LadderInputs = {};
export type Verify_LengthInputs = {
    unit: NonNullable<unknown>;
};
export type Verify_MeasurementInputs = {};
export type Verify_MeetsInputs = {
    tier: NonNullable<unknown>;
};
export type Verify_Message_To_VerifierInputs = {};
export type Verify_MethodInputs = {};
export type Verify_Needs_BronzeInputs = {};
export type Verify_Needs_GoldInputs = {};
export type Verify_Needs_SilverInputs = {};
export type Verify_No_PhotosInputs = {};
export type Verify_No_Photos_YetInputs = {};
export type Verify_NoneInputs = {};
export type Verify_Own_CatchInputs = {};
export type Verify_Photo_AltInputs = {
    species: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Verify_Photo_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Verify_Photo_WeighingInputs = {
    number: NonNullable<unknown>;
};
export type Verify_PhotosInputs = {};
export type Verify_Photos_FullInputs = {};
export type Verify_Photos_Of_FishInputs = {};
export type Verify_Queue_TitleInputs = {};
export type Verify_ReasonInputs = {};
export type Verify_RefuseInputs = {};
export type Verify_RequestsInputs = {
    count: NonNullable<unknown>;
};
export type Verify_Scale_CertifiedInputs = {};
export type Verify_TitleInputs = {
    species: NonNullable<unknown>;
};
export type Verify_WaitingInputs = {};
export type Verify_Weigh_PhotoInputs = {};
export type Verify_WeightInputs = {
    unit: NonNullable<unknown>;
};
export type Verify_WitnessInputs = {};
export type Verify_Witness_ContactInputs = {};
export type Verify_Witness_NameInputs = {};
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
export type Webhook_AddInputs = {};
export type Webhook_Add_HeadingInputs = {};
export type Webhook_AddedInputs = {
    url: NonNullable<unknown>;
};
export type Webhook_Attempt_HttpInputs = {
    code: NonNullable<unknown>;
    ms: NonNullable<unknown>;
};
export type Webhook_Attempt_No_AnswerInputs = {
    error: NonNullable<unknown>;
    ms: NonNullable<unknown>;
};
export type Webhook_AttemptsInputs = {};
export type Webhook_CancelInputs = {};
export type Webhook_DeleteInputs = {};
export type Webhook_Delete_AskInputs = {};
export type Webhook_Delete_TitleInputs = {};
export type Webhook_Delete_WhatInputs = {
    url: NonNullable<unknown>;
};
export type Webhook_DeliveriesInputs = {};
export type Webhook_Delivery_FailedInputs = {};
export type Webhook_Delivery_PendingInputs = {};
export type Webhook_Delivery_SucceededInputs = {};
export type Webhook_DescriptionInputs = {};
export type Webhook_DisableInputs = {};
export type Webhook_DisabledInputs = {
    reason: NonNullable<unknown>;
};
export type Webhook_EnableInputs = {};
export type Webhook_EnabledInputs = {};
export type Webhook_Endpoint_TitleInputs = {
    url: NonNullable<unknown>;
};
export type Webhook_ErrorInputs = {};
export type Webhook_EventInputs = {};
export type Webhook_Every_EventInputs = {};
export type Webhook_Failing_SinceInputs = {};
export type Webhook_New_SecretInputs = {};
export type Webhook_Next_RetryInputs = {};
export type Webhook_No_AttemptsInputs = {};
export type Webhook_No_DeliveriesInputs = {};
export type Webhook_No_EndpointsInputs = {};
export type Webhook_RefreshInputs = {};
export type Webhook_ResendInputs = {};
export type Webhook_Resend_LabelInputs = {
    type: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Webhook_RotateInputs = {};
export type Webhook_SecretInputs = {};
export type Webhook_Send_TestInputs = {};
export type Webhook_StateInputs = {};
export type Webhook_StatusInputs = {};
export type Webhook_TitleInputs = {};
export type Webhook_UrlInputs = {};
/**
* | output |
* | --- |
* | "Account activity" |
*
* @param {Account_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_activity: ((inputs?: Account_ActivityInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ActivityInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Change password" |
*
* @param {Account_Change_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_change_password: ((inputs?: Account_Change_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Change_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Account_Col_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_col_address: ((inputs?: Account_Col_AddressInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_AddressInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Device" |
*
* @param {Account_Col_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_col_device: ((inputs?: Account_Col_DeviceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_DeviceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Account_Col_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_col_from: ((inputs?: Account_Col_FromInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_FromInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Last seen" |
*
* @param {Account_Col_Last_SeenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_col_last_seen: ((inputs?: Account_Col_Last_SeenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_Last_SeenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "What" |
*
* @param {Account_Col_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_col_what: ((inputs?: Account_Col_WhatInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_WhatInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "When" |
*
* @param {Account_Col_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_col_when: ((inputs?: Account_Col_WhenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_WhenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Account_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_confirm: ((inputs?: Account_ConfirmInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ConfirmInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Or a code from your authenticator app" |
*
* @param {Account_Confirm_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_confirm_code_label: ((inputs?: Account_Confirm_Code_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_Code_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This change needs a fresh proof that it is you. We will not ask again for the next {minutes} minutes." |
*
* @param {Account_Confirm_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_confirm_lead: ((inputs: Account_Confirm_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account signs in through another provider: sign out and sign in again, then make the change." |
*
* @param {Account_Confirm_ProviderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_confirm_provider: ((inputs?: Account_Confirm_ProviderInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_ProviderInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm it is you" |
*
* @param {Account_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_confirm_title: ((inputs?: Account_Confirm_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm with the code" |
*
* @param {Account_Confirm_With_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_confirm_with_code: ((inputs?: Account_Confirm_With_CodeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_With_CodeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Account_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_current_password: ((inputs?: Account_Current_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Current_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Build with the API: the developer portal" |
*
* @param {Account_Developer_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_developer_link: ((inputs?: Account_Developer_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Developer_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "a browser on {system}" |
*
* @param {Account_Device_Browser_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_device_browser_on: ((inputs: Account_Device_Browser_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Device_Browser_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{browser} on {system}" |
*
* @param {Account_Device_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_device_on: ((inputs: Account_Device_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Device_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "an unknown device" |
*
* @param {Account_Device_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_device_unknown: ((inputs?: Account_Device_UnknownInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Device_UnknownInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your diver page" |
*
* @param {Account_Diver_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_diver_page: ((inputs?: Account_Diver_PageInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Diver_PageInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Name changed" |
*
* @param {Account_Event_Display_Name_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_display_name_changed: ((inputs?: Account_Event_Display_Name_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Display_Name_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "New email address asked for" |
*
* @param {Account_Event_Email_Change_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_email_change_requested: ((inputs?: Account_Event_Email_Change_RequestedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Email_Change_RequestedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Email address changed" |
*
* @param {Account_Event_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_email_changed: ((inputs?: Account_Event_Email_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Email_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} ended" |
* | * | "{count} ended" |
*
* @param {Account_Event_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_ended: ((inputs: Account_Event_EndedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_EndedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Passkey added" |
*
* @param {Account_Event_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_passkey_added: ((inputs?: Account_Event_Passkey_AddedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Passkey_AddedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Passkey removed" |
*
* @param {Account_Event_Passkey_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_passkey_removed: ((inputs?: Account_Event_Passkey_RemovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Passkey_RemovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Password changed" |
*
* @param {Account_Event_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_password_changed: ((inputs?: Account_Event_Password_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Password_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Password set by a mailed link" |
*
* @param {Account_Event_Password_ResetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_password_reset: ((inputs?: Account_Event_Password_ResetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Password_ResetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Recovery code used" |
*
* @param {Account_Event_Recovery_Code_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_recovery_code_used: ((inputs?: Account_Event_Recovery_Code_UsedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Recovery_Code_UsedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Role changed" |
*
* @param {Account_Event_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_role_changed: ((inputs?: Account_Event_Role_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Role_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Authenticator app added" |
*
* @param {Account_Event_Second_Factor_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_second_factor_added: ((inputs?: Account_Event_Second_Factor_AddedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Second_Factor_AddedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Authenticator app removed" |
*
* @param {Account_Event_Second_Factor_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_second_factor_removed: ((inputs?: Account_Event_Second_Factor_RemovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Second_Factor_RemovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A session signed out" |
*
* @param {Account_Event_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_session_ended: ((inputs?: Account_Event_Session_EndedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Session_EndedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Other sessions signed out" |
*
* @param {Account_Event_Sessions_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_sessions_ended: ((inputs?: Account_Event_Sessions_EndedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Sessions_EndedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in" |
*
* @param {Account_Event_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_sign_in: ((inputs?: Account_Event_Sign_InInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Sign_InInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Failed sign-in (wrong password)" |
*
* @param {Account_Event_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_sign_in_failed: ((inputs?: Account_Event_Sign_In_FailedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Sign_In_FailedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "with {method}" |
*
* @param {Account_Event_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_event_with: ((inputs: Account_Event_WithInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_WithInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone asked to use this address for their account at catchd at {url}. If it was you, open this link within 24 hours to confirm it: {link} If it was not you..." |
*
* @param {Account_Mail_New_Address_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_mail_new_address_body: ((inputs: Account_Mail_New_Address_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mail_New_Address_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your new email address for catchd" |
*
* @param {Account_Mail_New_Address_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_mail_new_address_subject: ((inputs?: Account_Mail_New_Address_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mail_New_Address_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone signed in to your account at catchd at {url} asked to change its email address. This address stays until the new one is confirmed by the link mailed ..." |
*
* @param {Account_Mail_Old_Address_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_mail_old_address_body: ((inputs: Account_Mail_Old_Address_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mail_Old_Address_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your catchd email address is being changed" |
*
* @param {Account_Mail_Old_Address_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_mail_old_address_subject: ((inputs?: Account_Mail_Old_Address_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mail_Old_Address_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Account_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_name_label: ((inputs?: Account_Name_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Name_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Should your catchd account use {email} from now on?" |
*
* @param {Account_New_Address_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_new_address_text: ((inputs: Account_New_Address_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_Address_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your new address" |
*
* @param {Account_New_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_new_address_title: ((inputs?: Account_New_Address_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_Address_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Account_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_new_password: ((inputs?: Account_New_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "There is no account with this address here, and this club does not take new members at the moment." |
*
* @param {Account_Not_Linkable_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_not_linkable_closed: ((inputs?: Account_Not_Linkable_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A sign-up with this address was declined. Ask an administrator if you think this is a mistake." |
*
* @param {Account_Not_Linkable_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_not_linkable_declined: ((inputs?: Account_Not_Linkable_DeclinedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_DeclinedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This account has been disabled by an administrator." |
*
* @param {Account_Not_Linkable_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_not_linkable_disabled: ((inputs?: Account_Not_Linkable_DisabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_DisabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "There is no account with this address here. Ask an administrator for an invitation, then open its link." |
*
* @param {Account_Not_Linkable_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_not_linkable_invite: ((inputs?: Account_Not_Linkable_InviteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_InviteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "An account here uses this address, but the address has not been confirmed, so it cannot be linked. Sign in with your password, or ask an administrator." |
*
* @param {Account_Not_Linkable_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_not_linkable_unconfirmed: ((inputs?: Account_Not_Linkable_UnconfirmedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_UnconfirmedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account there has no verified email address, so it cannot be linked to a catchd account." |
*
* @param {Account_Not_Linkable_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_not_linkable_unverified: ((inputs?: Account_Not_Linkable_UnverifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_UnverifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications: what reaches you" |
*
* @param {Account_Notifications_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_notifications_link: ((inputs?: Account_Notifications_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notifications_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Changing it signs out every other session." |
*
* @param {Account_Password_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_password_lead: ((inputs?: Account_Password_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for you to confirm {pending} by the link we mailed there. Until then we keep {email}." |
*
* @param {Account_Pending_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_pending_email: ((inputs: Account_Pending_EmailInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pending_EmailInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "As the club ({shown})" |
*
* @param {Account_Pref_As_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_pref_as_club: ((inputs: Account_Pref_As_ClubInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_As_ClubInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Units, time zone and language" |
*
* @param {Account_Pref_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_pref_heading: ((inputs?: Account_Pref_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Some pages are still in English; each follows your language once it is translated." |
*
* @param {Account_Pref_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_pref_note: ((inputs?: Account_Pref_NoteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_NoteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Account_Pref_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_pref_time_zone: ((inputs?: Account_Pref_Time_ZoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_Time_ZoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Units" |
*
* @param {Account_Pref_UnitsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_pref_units: ((inputs?: Account_Pref_UnitsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_UnitsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Name and email" |
*
* @param {Account_Profile_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_heading: ((inputs?: Account_Profile_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{provider} did not sign you in." |
*
* @param {Account_Provider_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_cancelled: ((inputs: Account_Provider_CancelledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_CancelledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in cancelled" |
*
* @param {Account_Provider_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_cancelled_title: ((inputs?: Account_Provider_Cancelled_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_Cancelled_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{provider} could not confirm who you are. Please try again." |
*
* @param {Account_Provider_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_failed: ((inputs: Account_Provider_FailedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_FailedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in failed" |
*
* @param {Account_Provider_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_failed_title: ((inputs?: Account_Provider_Failed_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_Failed_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot sign you in" |
*
* @param {Account_Provider_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_refused_title: ((inputs?: Account_Provider_Refused_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_Refused_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{provider} could not be reached. Try again later or use your password." |
*
* @param {Account_Provider_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_unavailable: ((inputs: Account_Provider_UnavailableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_UnavailableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in unavailable" |
*
* @param {Account_Provider_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_unavailable_title: ((inputs?: Account_Provider_Unavailable_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_Unavailable_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your sign-up is waiting for an administrator’s decision. Once it is approved, sign in the same way to come in." |
*
* @param {Account_Provider_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_provider_waiting: ((inputs?: Account_Provider_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Role: {role}" |
*
* @param {Account_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_role: ((inputs: Account_RoleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_RoleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Account_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_save: ((inputs?: Account_SaveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SaveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign out {device}, last seen {time}" |
*
* @param {Account_Session_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_session_sign_out: ((inputs: Account_Session_Sign_OutInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Session_Sign_OutInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Where you are signed in" |
*
* @param {Account_SessionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_sessions: ((inputs?: Account_SessionsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SessionsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign out all others" |
*
* @param {Account_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_sign_out_others: ((inputs?: Account_Sign_Out_OthersInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_Out_OthersInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "(this one)" |
*
* @param {Account_This_SessionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_this_session: ((inputs?: Account_This_SessionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_This_SessionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Account_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_title: ((inputs?: Account_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Imperial (lb, in, ft, °F)" |
*
* @param {Account_Units_ImperialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_units_imperial: ((inputs?: Account_Units_ImperialInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Units_ImperialInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Metric (kg, cm, m, °C)" |
*
* @param {Account_Units_MetricInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_units_metric: ((inputs?: Account_Units_MetricInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Units_MetricInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "That password is not right." |
*
* @param {Account_Wrong_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_wrong_password: ((inputs?: Account_Wrong_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Wrong_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your password" |
*
* @param {Account_Your_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_your_password: ((inputs?: Account_Your_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Any" |
*
* @param {Board_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_any: ((inputs?: Board_AnyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_AnyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{link}: ask for verification on each" |
*
* @param {Board_Ask_EachInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_ask_each: ((inputs: Board_Ask_EachInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Ask_EachInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Board" |
*
* @param {Board_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_board: ((inputs?: Board_BoardInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_BoardInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Boards" |
*
* @param {Board_Boards_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_boards_label: ((inputs?: Board_Boards_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Boards_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "How many fish each diver landed." |
*
* @param {Board_Caption_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_caption_catch_count: ((inputs?: Board_Caption_Catch_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_Catch_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Each diver’s deepest catch, with the catch." |
*
* @param {Board_Caption_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_caption_deepest: ((inputs?: Board_Caption_DeepestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_DeepestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Each diver’s heaviest fish, with the catch." |
*
* @param {Board_Caption_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_caption_heaviest: ((inputs?: Board_Caption_HeaviestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_HeaviestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "All the fish each diver landed, weighed together." |
*
* @param {Board_Caption_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_caption_total_weight: ((inputs?: Board_Caption_Total_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_Total_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Most catches" |
*
* @param {Board_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_catch_count: ((inputs?: Board_Catch_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Catch_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the board and filters" |
*
* @param {Board_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_choose: ((inputs?: Board_ChooseInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_ChooseInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Catch" |
*
* @param {Board_Col_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_col_catch: ((inputs?: Board_Col_CatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_CatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Catches" |
*
* @param {Board_Col_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_col_catches: ((inputs?: Board_Col_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Board_Col_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_col_depth: ((inputs?: Board_Col_DepthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_DepthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Diver" |
*
* @param {Board_Col_DiverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_col_diver: ((inputs?: Board_Col_DiverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_DiverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Board_Col_RankInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_col_rank: ((inputs?: Board_Col_RankInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_RankInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Board_Col_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_col_weight: ((inputs?: Board_Col_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Col_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Deepest catch" |
*
* @param {Board_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_deepest: ((inputs?: Board_DeepestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_DeepestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "freedive" |
*
* @param {Board_Dive_FreediveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_dive_freedive: ((inputs?: Board_Dive_FreediveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Dive_FreediveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "scuba" |
*
* @param {Board_Dive_ScubaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_dive_scuba: ((inputs?: Board_Dive_ScubaInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Dive_ScubaInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Dive type" |
*
* @param {Board_Dive_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_dive_type: ((inputs?: Board_Dive_TypeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Dive_TypeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "embeddable board" |
*
* @param {Board_EmbeddableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_embeddable: ((inputs?: Board_EmbeddableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_EmbeddableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This board shows catches verified bronze or better: the club’s choice, so that a record is a record." |
*
* @param {Board_Empty_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_empty_bronze: ((inputs?: Board_Empty_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This board shows catches verified gold only: the club’s choice, so that a record is a record." |
*
* @param {Board_Empty_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_empty_gold: ((inputs?: Board_Empty_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This board shows catches verified silver or better: the club’s choice, so that a record is a record." |
*
* @param {Board_Empty_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_empty_silver: ((inputs?: Board_Empty_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No catch counts here yet." |
*
* @param {Board_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_empty_title: ((inputs?: Board_Empty_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "See every catch, verified or not" |
*
* @param {Board_Every_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_every_catch: ((inputs?: Board_Every_CatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Every_CatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Board and filters" |
*
* @param {Board_Filters_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_filters_label: ((inputs?: Board_Filters_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Filters_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "For your club’s website: {link}" |
*
* @param {Board_For_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_for_website: ((inputs: Board_For_WebsiteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_For_WebsiteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Gear" |
*
* @param {Board_GearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_gear: ((inputs?: Board_GearInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_GearInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "other" |
*
* @param {Board_Gear_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_gear_other: ((inputs?: Board_Gear_OtherInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Gear_OtherInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "polespear" |
*
* @param {Board_Gear_PolespearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_gear_polespear: ((inputs?: Board_Gear_PolespearInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Gear_PolespearInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "sling" |
*
* @param {Board_Gear_SlingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_gear_sling: ((inputs?: Board_Gear_SlingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Gear_SlingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "speargun" |
*
* @param {Board_Gear_SpeargunInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_gear_speargun: ((inputs?: Board_Gear_SpeargunInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Gear_SpeargunInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Leaderboards" |
*
* @param {Board_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_heading: ((inputs?: Board_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Heaviest fish" |
*
* @param {Board_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_heaviest: ((inputs?: Board_HeaviestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_HeaviestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Bronze" |
*
* @param {Board_Medal_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_medal_bronze: ((inputs?: Board_Medal_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Medal_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Gold" |
*
* @param {Board_Medal_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_medal_gold: ((inputs?: Board_Medal_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Medal_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Silver" |
*
* @param {Board_Medal_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_medal_silver: ((inputs?: Board_Medal_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Medal_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No catches on this board yet." |
*
* @param {Board_No_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_no_catches: ((inputs?: Board_No_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_No_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Leaderboard: {board}" |
*
* @param {Board_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_page_title: ((inputs: Board_Page_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Page_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{species} by {diver}" |
*
* @param {Board_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_photo_alt: ((inputs: Board_Photo_AltInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Photo_AltInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The first three" |
*
* @param {Board_PodiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_podium: ((inputs?: Board_PodiumInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_PodiumInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Season (year)" |
*
* @param {Board_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_season: ((inputs?: Board_SeasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_SeasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Board_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_show: ((inputs?: Board_ShowInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_ShowInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Board_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_species: ((inputs?: Board_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Leaderboard" |
*
* @param {Board_Table_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_table_label: ((inputs?: Board_Table_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Table_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Verified bronze or better" |
*
* @param {Board_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_tier_bronze: ((inputs?: Board_Tier_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Verified gold only" |
*
* @param {Board_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_tier_gold: ((inputs?: Board_Tier_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Verified silver or better" |
*
* @param {Board_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_tier_silver: ((inputs?: Board_Tier_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Every catch, verified or not" |
*
* @param {Board_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_tier_unverified: ((inputs?: Board_Tier_UnverifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_UnverifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Total weight" |
*
* @param {Board_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_total_weight: ((inputs?: Board_Total_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Total_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Catches waiting for verification" |
*
* @param {Board_Waiting_VerificationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_waiting_verification: ((inputs?: Board_Waiting_VerificationInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Waiting_VerificationInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Which catches count" |
*
* @param {Board_Which_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_which_count: ((inputs?: Board_Which_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Which_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your catches not verified yet" |
*
* @param {Board_Your_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_your_unverified: ((inputs?: Board_Your_UnverifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Your_UnverifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
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
* | "{name} {value}" |
*
* @param {Chart_MarkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const chart_mark: ((inputs: Chart_MarkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_MarkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "mark" |
*
* @param {Chart_Mark_DefaultInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const chart_mark_default: ((inputs?: Chart_Mark_DefaultInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Mark_DefaultInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The numbers" |
*
* @param {Chart_NumbersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const chart_numbers: ((inputs?: Chart_NumbersInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_NumbersInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Boards count catches verified at least" |
*
* @param {Club_Label_Board_Min_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_board_min_tier: ((inputs?: Club_Label_Board_Min_TierInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_Board_Min_TierInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Club_Label_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_language: ((inputs?: Club_Label_LanguageInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_LanguageInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Club name" |
*
* @param {Club_Label_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_name: ((inputs?: Club_Label_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Seasons start on (MM-DD)" |
*
* @param {Club_Label_Season_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_season_start: ((inputs?: Club_Label_Season_StartInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_Season_StartInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "How people join" |
*
* @param {Club_Label_SignupInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_signup: ((inputs?: Club_Label_SignupInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_SignupInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Club_Label_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_time_zone: ((inputs?: Club_Label_Time_ZoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_Time_ZoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Units" |
*
* @param {Club_Label_UnitsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_units: ((inputs?: Club_Label_UnitsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_UnitsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "People may choose their own units, time zone and language on their account page; these apply to everyone else." |
*
* @param {Club_Own_ChoicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_own_choices: ((inputs?: Club_Own_ChoicesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Own_ChoicesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Pinned by {variable} on the server: the operator changes it there." |
*
* @param {Club_PinnedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_pinned: ((inputs: Club_PinnedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_PinnedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Club_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_save: ((inputs?: Club_SaveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_SaveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Anyone asks to join; an admin approves" |
*
* @param {Club_Signup_ApprovalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_signup_approval: ((inputs?: Club_Signup_ApprovalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Signup_ApprovalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Nobody joins; admins add people" |
*
* @param {Club_Signup_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_signup_closed: ((inputs?: Club_Signup_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Signup_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "By invitation: admins invite people by email" |
*
* @param {Club_Signup_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_signup_invite: ((inputs?: Club_Signup_InviteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Signup_InviteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Anyone joins as a diver" |
*
* @param {Club_Signup_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_signup_open: ((inputs?: Club_Signup_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Signup_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "bronze" |
*
* @param {Club_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_tier_bronze: ((inputs?: Club_Tier_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Tier_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "gold" |
*
* @param {Club_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_tier_gold: ((inputs?: Club_Tier_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Tier_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "silver" |
*
* @param {Club_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_tier_silver: ((inputs?: Club_Tier_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Tier_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "unverified" |
*
* @param {Club_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_tier_unverified: ((inputs?: Club_Tier_UnverifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Tier_UnverifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The club" |
*
* @param {Club_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_title: ((inputs?: Club_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Imperial (lb, in, ft, °F)" |
*
* @param {Club_Units_ImperialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_units_imperial: ((inputs?: Club_Units_ImperialInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Units_ImperialInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Metric (kg, cm, m, °C)" |
*
* @param {Club_Units_MetricInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_units_metric: ((inputs?: Club_Units_MetricInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Units_MetricInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Accept" |
*
* @param {Competition_AcceptInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_accept: ((inputs?: Competition_AcceptInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_AcceptInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Divers (emails, comma separated; the first enters)" |
*
* @param {Competition_Add_DiversInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_add_divers: ((inputs?: Competition_Add_DiversInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Add_DiversInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Add entry" |
*
* @param {Competition_Add_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_add_entry: ((inputs?: Competition_Add_EntryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Add_EntryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Add an entry" |
*
* @param {Competition_Add_Entry_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_add_entry_heading: ((inputs?: Competition_Add_Entry_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Add_Entry_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "All entries" |
*
* @param {Competition_All_EntriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_all_entries: ((inputs?: Competition_All_EntriesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_All_EntriesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Biggest" |
*
* @param {Competition_BiggestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_biggest: ((inputs?: Competition_BiggestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_BiggestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel competition" |
*
* @param {Competition_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_cancel: ((inputs?: Competition_CancelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_CancelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Change the competition" |
*
* @param {Competition_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_change: ((inputs?: Competition_ChangeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_ChangeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{link}: everything may change until it runs; then only its description." |
*
* @param {Competition_Change_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_change_lead: ((inputs: Competition_Change_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Change_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Change {name}" |
*
* @param {Competition_Change_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_change_title: ((inputs: Competition_Change_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Change_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Counts" |
*
* @param {Competition_CountsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_counts: ((inputs?: Competition_CountsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_CountsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No: {reason}" |
*
* @param {Competition_Counts_NotInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_counts_not: ((inputs: Competition_Counts_NotInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Counts_NotInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "counts, {points} point" |
* | * | "counts, {points} points" |
*
* @param {Competition_Counts_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_counts_points: ((inputs: Competition_Counts_PointsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Counts_PointsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Counts?" |
*
* @param {Competition_Counts_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_counts_question: ((inputs?: Competition_Counts_QuestionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Counts_QuestionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Create draft" |
*
* @param {Competition_Create_DraftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_create_draft: ((inputs?: Competition_Create_DraftInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Create_DraftInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Description (optional)" |
*
* @param {Competition_Description_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_description_label: ((inputs?: Competition_Description_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Description_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Competition_DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_dismiss: ((inputs?: Competition_DismissInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_DismissInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Division" |
*
* @param {Competition_DivisionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_division: ((inputs?: Competition_DivisionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_DivisionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Divisions (comma separated, optional)" |
*
* @param {Competition_Divisions_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_divisions_label: ((inputs?: Competition_Divisions_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Divisions_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Ends (local time)" |
*
* @param {Competition_Ends_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_ends_label: ((inputs?: Competition_Ends_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Ends_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter" |
*
* @param {Competition_EnterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_enter: ((inputs?: Competition_EnterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_EnterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} entry." |
* | * | "{count} entries." |
*
* @param {Competition_Entries_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_entries_count: ((inputs: Competition_Entries_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Entries_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Entry" |
*
* @param {Competition_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_entry: ((inputs?: Competition_EntryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_EntryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Admins add entries" |
*
* @param {Competition_Entry_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_entry_admin: ((inputs?: Competition_Entry_AdminInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Entry_AdminInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Who enters" |
*
* @param {Competition_Entry_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_entry_label: ((inputs?: Competition_Entry_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Entry_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Divers enter themselves" |
*
* @param {Competition_Entry_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_entry_open: ((inputs?: Competition_Entry_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Entry_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Finalize results" |
*
* @param {Competition_FinalizeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_finalize: ((inputs?: Competition_FinalizeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_FinalizeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Find" |
*
* @param {Competition_FindInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_find: ((inputs?: Competition_FindInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_FindInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Find the entry" |
*
* @param {Competition_Find_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_find_entry: ((inputs?: Competition_Find_EntryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Find_EntryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Fish" |
*
* @param {Competition_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_fish: ((inputs?: Competition_FishInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_FishInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The standings still show when you reload." |
*
* @param {Competition_Live_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_live_full: ((inputs?: Competition_Live_FullInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Live_FullInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Live standings are full" |
*
* @param {Competition_Live_Full_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_live_full_title: ((inputs?: Competition_Live_Full_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Live_Full_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "My fish" |
*
* @param {Competition_My_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_my_fish: ((inputs?: Competition_My_FishInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_My_FishInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "My fish · rank {rank}" |
*
* @param {Competition_My_Fish_RankInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_my_fish_rank: ((inputs: Competition_My_Fish_RankInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_My_Fish_RankInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Competition_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_name_label: ((inputs?: Competition_Name_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Name_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "New competition" |
*
* @param {Competition_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_new: ((inputs?: Competition_NewInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_NewInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Next: {name}" |
*
* @param {Competition_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_next: ((inputs: Competition_NextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_NextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No entries yet." |
*
* @param {Competition_No_EntriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_no_entries: ((inputs?: Competition_No_EntriesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_No_EntriesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No fish logged in the competition window yet." |
*
* @param {Competition_No_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_no_fish: ((inputs?: Competition_No_FishInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_No_FishInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No fish logged in the window." |
*
* @param {Competition_No_Fish_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_no_fish_window: ((inputs?: Competition_No_Fish_WindowInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_No_Fish_WindowInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "(nobody)" |
*
* @param {Competition_NobodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_nobody: ((inputs?: Competition_NobodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_NobodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "None." |
*
* @param {Competition_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_none: ((inputs?: Competition_NoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_NoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Overall" |
*
* @param {Competition_OverallInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_overall: ((inputs?: Competition_OverallInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_OverallInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Points" |
*
* @param {Competition_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_points: ((inputs?: Competition_PointsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_PointsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "CMAS points" |
*
* @param {Competition_Preset_CmasInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_preset_cmas: ((inputs?: Competition_Preset_CmasInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Preset_CmasInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Heaviest fish" |
*
* @param {Competition_Preset_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_preset_heaviest: ((inputs?: Competition_Preset_HeaviestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Preset_HeaviestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Total weight" |
*
* @param {Competition_Preset_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_preset_total: ((inputs?: Competition_Preset_TotalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Preset_TotalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Printable results" |
*
* @param {Competition_Printable_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_printable_results: ((inputs?: Competition_Printable_ResultsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Printable_ResultsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "dismissed" |
*
* @param {Competition_Protest_DismissedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_dismissed: ((inputs?: Competition_Protest_DismissedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_DismissedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "About the entry" |
*
* @param {Competition_Protest_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_entry: ((inputs?: Competition_Protest_EntryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_EntryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "(the results in general)" |
*
* @param {Competition_Protest_GeneralInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_general: ((inputs?: Competition_Protest_GeneralInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_GeneralInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Protest" |
*
* @param {Competition_Protest_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_heading: ((inputs?: Competition_Protest_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Protest window (hours)" |
*
* @param {Competition_Protest_Hours_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_hours_label: ((inputs?: Competition_Protest_Hours_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_Hours_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Note" |
*
* @param {Competition_Protest_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_note: ((inputs?: Competition_Protest_NoteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_NoteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "open" |
*
* @param {Competition_Protest_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_open: ((inputs?: Competition_Protest_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Competition_Protest_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_reason: ((inputs?: Competition_Protest_ReasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_ReasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Protest" |
*
* @param {Competition_Protest_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_submit: ((inputs?: Competition_Protest_SubmitInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_SubmitInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "upheld" |
*
* @param {Competition_Protest_UpheldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_upheld: ((inputs?: Competition_Protest_UpheldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_UpheldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Protests" |
*
* @param {Competition_ProtestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protests: ((inputs?: Competition_ProtestsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_ProtestsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Provisional results" |
*
* @param {Competition_Provisional_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_provisional_results: ((inputs?: Competition_Provisional_ResultsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Provisional_ResultsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Publish" |
*
* @param {Competition_PublishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_publish: ((inputs?: Competition_PublishInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_PublishInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Competition_RankInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rank: ((inputs?: Competition_RankInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_RankInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "under the minimum weight" |
*
* @param {Competition_Reason_Below_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_below_minimum: ((inputs?: Competition_Reason_Below_MinimumInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Below_MinimumInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "not weighed yet" |
*
* @param {Competition_Reason_Not_WeighedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_not_weighed: ((inputs?: Competition_Reason_Not_WeighedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Not_WeighedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "caught outside the competition area (or without a location)" |
*
* @param {Competition_Reason_Outside_AreaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_outside_area: ((inputs?: Competition_Reason_Outside_AreaInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Outside_AreaInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "over the limit of fish per entry (better fish count)" |
*
* @param {Competition_Reason_Over_Fish_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_over_fish_limit: ((inputs?: Competition_Reason_Over_Fish_LimitInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Over_Fish_LimitInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "over the limit for its species (better fish of it count)" |
*
* @param {Competition_Reason_Over_Species_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_over_species_limit: ((inputs?: Competition_Reason_Over_Species_LimitInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Over_Species_LimitInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "rejected at the weigh-in" |
*
* @param {Competition_Reason_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_rejected: ((inputs?: Competition_Reason_RejectedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_RejectedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "this species does not count here" |
*
* @param {Competition_Reason_Species_ExcludedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_species_excluded: ((inputs?: Competition_Reason_Species_ExcludedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Species_ExcludedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The competition is already cancelled." |
*
* @param {Competition_Refused_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_cancelled: ((inputs?: Competition_Refused_CancelledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_CancelledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The competition changed meanwhile: reload the page and try again." |
*
* @param {Competition_Refused_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_changed: ((inputs?: Competition_Refused_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Entries are closed for this competition." |
*
* @param {Competition_Refused_Entries_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_entries_closed: ((inputs?: Competition_Refused_Entries_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Entries_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The results are already final." |
*
* @param {Competition_Refused_FinalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_final: ((inputs?: Competition_Refused_FinalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_FinalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account cannot do this in this competition." |
*
* @param {Competition_Refused_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_forbidden: ((inputs?: Competition_Refused_ForbiddenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_ForbiddenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Only a draft is published." |
*
* @param {Competition_Refused_Not_DraftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_not_draft: ((inputs?: Competition_Refused_Not_DraftInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Not_DraftInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The results are not provisional: protests and finalizing wait for the end of the competition, and stop once the results are final." |
*
* @param {Competition_Refused_Not_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_not_provisional: ((inputs?: Competition_Refused_Not_ProvisionalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Not_ProvisionalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This protest has already been decided." |
*
* @param {Competition_Refused_Protest_ResolvedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_protest_resolved: ((inputs?: Competition_Refused_Protest_ResolvedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Protest_ResolvedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The protest window has closed." |
*
* @param {Competition_Refused_Protest_Window_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_protest_window_closed: ((inputs?: Competition_Refused_Protest_Window_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Protest_Window_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Decide every open protest first." |
*
* @param {Competition_Refused_Protests_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_protests_open: ((inputs?: Competition_Refused_Protests_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Protests_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The competition has started: only its description may change now." |
*
* @param {Competition_Refused_StartedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_started: ((inputs?: Competition_Refused_StartedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_StartedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Reject" |
*
* @param {Competition_RejectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reject: ((inputs?: Competition_RejectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_RejectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Reason (when rejecting)" |
*
* @param {Competition_Reject_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reject_reason: ((inputs?: Competition_Reject_ReasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reject_ReasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Results" |
*
* @param {Competition_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_results: ((inputs?: Competition_ResultsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_ResultsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Results CSV" |
*
* @param {Competition_Results_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_results_csv: ((inputs?: Competition_Results_CsvInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Results_CsvInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Results: {name}" |
*
* @param {Competition_Results_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_results_title: ((inputs: Competition_Results_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Results_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Only fish caught inside the marked area count; a catch without a location does not." |
*
* @param {Competition_Rule_AreaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_area: ((inputs?: Competition_Rule_AreaInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_AreaInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Fish count as logged; no weigh-in needed." |
*
* @param {Competition_Rule_As_LoggedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_as_logged: ((inputs?: Competition_Rule_As_LoggedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_As_LoggedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "at most {count} counts" |
* | * | "at most {count} count" |
*
* @param {Competition_Rule_At_MostInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_at_most: ((inputs: Competition_Rule_At_MostInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_At_MostInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Each entry’s best {count} fish counts." |
* | * | "Each entry’s best {count} fish count." |
*
* @param {Competition_Rule_Best_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_best_fish: ((inputs: Competition_Rule_Best_FishInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Best_FishInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "counts" |
*
* @param {Competition_Rule_CountsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_counts: ((inputs?: Competition_Rule_CountsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_CountsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "counts from {weight}" |
*
* @param {Competition_Rule_Counts_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_counts_from: ((inputs: Competition_Rule_Counts_FromInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Counts_FromInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Results are final at the end." |
*
* @param {Competition_Rule_Final_At_EndInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_final_at_end: ((inputs?: Competition_Rule_Final_At_EndInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Final_At_EndInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "{points} extra point for every fish that counts." |
* | * | "{points} extra points for every fish that counts." |
*
* @param {Competition_Rule_Fish_BonusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_fish_bonus: ((inputs: Competition_Rule_Fish_BonusInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Fish_BonusInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "scores {points} point whatever it weighs" |
* | * | "scores {points} points whatever it weighs" |
*
* @param {Competition_Rule_Fixed_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_fixed_points: ((inputs: Competition_Rule_Fixed_PointsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Fixed_PointsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A point for every gram a fish weighs." |
*
* @param {Competition_Rule_GramInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_gram: ((inputs?: Competition_Rule_GramInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_GramInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Only the species listed count." |
*
* @param {Competition_Rule_Listed_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_listed_only: ((inputs?: Competition_Rule_Listed_OnlyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Listed_OnlyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "At most {count} fish of each species counts (the best one)." |
* | * | "At most {count} fish of each species count (the best ones)." |
*
* @param {Competition_Rule_Max_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_max_count: ((inputs: Competition_Rule_Max_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Max_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Fish under {weight} do not count." |
*
* @param {Competition_Rule_Min_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_min_weight: ((inputs: Competition_Rule_Min_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Min_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "{points} point per kilogram a fish weighs." |
* | * | "{points} points per kilogram a fish weighs." |
*
* @param {Competition_Rule_Per_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_per_kg: ((inputs: Competition_Rule_Per_KgInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Per_KgInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | hoursPlural | output |
* | --- | --- |
* | "one" | "Results are provisional for {hours} hour after the end: entrants may protest, then they are final." |
* | * | "Results are provisional for {hours} hours after the end: entrants may protest, then they are final." |
*
* @param {Competition_Rule_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_provisional: ((inputs: Competition_Rule_ProvisionalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_ProvisionalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Only each entry’s single best fish counts." |
*
* @param {Competition_Rule_Single_BestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_single_best: ((inputs?: Competition_Rule_Single_BestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Single_BestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{species}: {rules}." |
*
* @param {Competition_Rule_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_species: ((inputs: Competition_Rule_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "{points} extra point for every different species an entry counts." |
* | * | "{points} extra points for every different species an entry counts." |
*
* @param {Competition_Rule_Species_BonusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_species_bonus: ((inputs: Competition_Rule_Species_BonusInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Species_BonusInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Teams of up to {count}: the members’ fish are pooled." |
*
* @param {Competition_Rule_TeamsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_teams: ((inputs: Competition_Rule_TeamsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_TeamsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A fish counts once the weighmaster has weighed and accepted it." |
*
* @param {Competition_Rule_Weigh_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rule_weigh_in: ((inputs?: Competition_Rule_Weigh_InInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Weigh_InInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Rules" |
*
* @param {Competition_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rules: ((inputs?: Competition_RulesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_RulesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Run it" |
*
* @param {Competition_Run_ItInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_run_it: ((inputs?: Competition_Run_ItInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Run_ItInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Running" |
*
* @param {Competition_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_running: ((inputs?: Competition_RunningInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_RunningInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Competition_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_save: ((inputs?: Competition_SaveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_SaveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Standings" |
*
* @param {Competition_StandingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_standings: ((inputs?: Competition_StandingsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_StandingsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Standings so far" |
*
* @param {Competition_Standings_So_FarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_standings_so_far: ((inputs?: Competition_Standings_So_FarInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Standings_So_FarInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Starts (local time)" |
*
* @param {Competition_Starts_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_starts_label: ((inputs?: Competition_Starts_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Starts_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Competition_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_status_cancelled: ((inputs?: Competition_Status_CancelledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_CancelledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Draft (admins only)" |
*
* @param {Competition_Status_DraftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_status_draft: ((inputs?: Competition_Status_DraftInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_DraftInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Final results" |
*
* @param {Competition_Status_FinalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_status_final: ((inputs?: Competition_Status_FinalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_FinalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Open for entries" |
*
* @param {Competition_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_status_open: ((inputs?: Competition_Status_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Provisional results: protests open" |
*
* @param {Competition_Status_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_status_provisional: ((inputs?: Competition_Status_ProvisionalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_ProvisionalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Running now" |
*
* @param {Competition_Status_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_status_running: ((inputs?: Competition_Status_RunningInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_RunningInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "1 (individual)" |
*
* @param {Competition_Team_IndividualInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_team_individual: ((inputs?: Competition_Team_IndividualInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Team_IndividualInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Team mates (emails, comma separated)" |
*
* @param {Competition_Team_MatesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_team_mates: ((inputs?: Competition_Team_MatesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Team_MatesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Team name" |
*
* @param {Competition_Team_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_team_name: ((inputs?: Competition_Team_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Team_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Team size" |
*
* @param {Competition_Team_Size_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_team_size_label: ((inputs?: Competition_Team_Size_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Team_Size_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "up to {count}" |
* | * | "up to {count}" |
*
* @param {Competition_Team_Up_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_team_up_to: ((inputs: Competition_Team_Up_ToInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Team_Up_ToInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Competition_Time_Zone_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_time_zone_label: ((inputs?: Competition_Time_Zone_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Time_Zone_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming" |
*
* @param {Competition_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_upcoming: ((inputs?: Competition_UpcomingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_UpcomingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Uphold" |
*
* @param {Competition_UpholdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_uphold: ((inputs?: Competition_UpholdInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_UpholdInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Weigh-in" |
*
* @param {Competition_Weigh_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_weigh_in: ((inputs?: Competition_Weigh_InInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weigh_InInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "None: fish count as logged" |
*
* @param {Competition_Weigh_In_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_weigh_in_none: ((inputs?: Competition_Weigh_In_NoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weigh_In_NoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Required: only weighed fish count" |
*
* @param {Competition_Weigh_In_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_weigh_in_required: ((inputs?: Competition_Weigh_In_RequiredInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weigh_In_RequiredInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Weigh-in: {name}" |
*
* @param {Competition_Weigh_In_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_weigh_in_title: ((inputs: Competition_Weigh_In_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weigh_In_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Weighmasters (emails of verifiers, comma separated)" |
*
* @param {Competition_Weighmasters_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_weighmasters_label: ((inputs?: Competition_Weighmasters_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weighmasters_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Weight (kg)" |
*
* @param {Competition_Weight_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_weight_kg: ((inputs?: Competition_Weight_KgInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weight_KgInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{start} to {end} ({zone})" |
*
* @param {Competition_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_when: ((inputs: Competition_WhenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_WhenInputs, {
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
* | "API reference" |
*
* @param {Dev_Api_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_api_reference: ((inputs?: Dev_Api_ReferenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Api_ReferenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "App id" |
*
* @param {Dev_App_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_app_id: ((inputs?: Dev_App_IdInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_App_IdInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Registered {name}." |
*
* @param {Dev_App_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_app_registered: ((inputs: Dev_App_RegisteredInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_App_RegisteredInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your app’s client secret." |
*
* @param {Dev_App_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_app_secret: ((inputs?: Dev_App_SecretInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_App_SecretInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Applicant" |
*
* @param {Dev_ApplicantInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_applicant: ((inputs?: Dev_ApplicantInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApplicantInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your application" |
*
* @param {Dev_ApplicationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_application: ((inputs?: Dev_ApplicationInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApplicationInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Applications waiting for a decision" |
*
* @param {Dev_Applications_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_applications_link: ((inputs?: Dev_Applications_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Applications_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Developer applications" |
*
* @param {Dev_Applications_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_applications_title: ((inputs?: Dev_Applications_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Applications_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Applied" |
*
* @param {Dev_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_applied: ((inputs?: Dev_AppliedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_AppliedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Dev_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_apply: ((inputs?: Dev_ApplyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApplyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Apply for early access" |
*
* @param {Dev_Apply_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_apply_title: ((inputs?: Dev_Apply_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Apply_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Dev_ApproveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_approve: ((inputs?: Dev_ApproveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApproveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Approve {name}" |
*
* @param {Dev_Approve_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_approve_named: ((inputs: Dev_Approve_NamedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Approve_NamedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "OAuth apps" |
*
* @param {Dev_Apps_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_apps_title: ((inputs?: Dev_Apps_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Apps_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "People who authorised it" |
*
* @param {Dev_Authorised_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_authorised_count: ((inputs?: Dev_Authorised_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Authorised_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Apps you authorised" |
*
* @param {Dev_Authorised_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_authorised_title: ((inputs?: Dev_Authorised_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Authorised_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Give a status such as 404, or a class such as 4xx." |
*
* @param {Dev_Bad_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_bad_status: ((inputs?: Dev_Bad_StatusInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Bad_StatusInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Building" |
*
* @param {Dev_BuildingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_building: ((inputs?: Dev_BuildingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_BuildingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "What are you building?" |
*
* @param {Dev_Building_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_building_question: ((inputs?: Dev_Building_QuestionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Building_QuestionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Dev_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_cancel: ((inputs?: Dev_CancelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_CancelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Client id" |
*
* @param {Dev_Client_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_client_id: ((inputs?: Dev_Client_IdInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Client_IdInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you. An administrator will decide on your application; you will hear by mail." |
*
* @param {Dev_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_confirmed: ((inputs?: Dev_ConfirmedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ConfirmedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Address confirmed" |
*
* @param {Dev_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_confirmed_title: ((inputs?: Dev_Confirmed_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Confirmed_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Copied." |
*
* @param {Dev_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_copied: ((inputs?: Dev_CopiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_CopiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Dev_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_copy: ((inputs?: Dev_CopyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_CopyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Select the text and copy it." |
*
* @param {Dev_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_copy_failed: ((inputs?: Dev_Copy_FailedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Copy_FailedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} OAuth app" |
* | * | "{count} OAuth apps" |
*
* @param {Dev_Count_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_count_apps: ((inputs: Dev_Count_AppsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Count_AppsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} authorization" |
* | * | "{count} authorizations" |
*
* @param {Dev_Count_GrantsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_count_grants: ((inputs: Dev_Count_GrantsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Count_GrantsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} API key" |
* | * | "{count} API keys" |
*
* @param {Dev_Count_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_count_keys: ((inputs: Dev_Count_KeysInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Count_KeysInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Create key" |
*
* @param {Dev_Create_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_create_key: ((inputs?: Dev_Create_KeyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Create_KeyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Create a key" |
*
* @param {Dev_Create_Key_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_create_key_title: ((inputs?: Dev_Create_Key_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Create_Key_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Decided" |
*
* @param {Dev_DecidedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_decided: ((inputs?: Dev_DecidedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DecidedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{state} on {time}" |
*
* @param {Dev_Decided_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_decided_on: ((inputs: Dev_Decided_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Decided_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Decision" |
*
* @param {Dev_DecisionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_decision: ((inputs?: Dev_DecisionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DecisionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Dev_DeclineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_decline: ((inputs?: Dev_DeclineInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DeclineInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Decline {name}" |
*
* @param {Dev_Decline_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_decline_named: ((inputs: Dev_Decline_NamedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Decline_NamedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Declining revokes their {keys} created since the approval, disables their {apps} and revokes the {grants} of those apps with every token: they stop working a..." |
*
* @param {Dev_Decline_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_decline_warning: ((inputs: Dev_Decline_WarningInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Decline_WarningInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: declined. This revoked their {keys} created since the approval, disabled their {apps} and revoked the {grants} of those apps with every token: none o..." |
*
* @param {Dev_Declined_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_declined_done: ((inputs: Dev_Declined_DoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Declined_DoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Dev_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_delete: ((inputs?: Dev_DeleteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DeleteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Dev_Delete_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_delete_named: ((inputs: Dev_Delete_NamedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Delete_NamedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Dev_DurationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_duration: ((inputs?: Dev_DurationInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DurationInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Dev_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_edit: ((inputs?: Dev_EditInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_EditInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Dev_Edit_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_edit_named: ((inputs: Dev_Edit_NamedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Edit_NamedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Not confirmed yet: follow the link we mailed to {email}." |
*
* @param {Dev_Email_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_email_unconfirmed: ((inputs: Dev_Email_UnconfirmedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Email_UnconfirmedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Dev_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_expires: ((inputs?: Dev_ExpiresInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ExpiresInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "In {days} day" |
* | * | "In {days} days" |
*
* @param {Dev_Expires_In_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_expires_in_days: ((inputs: Dev_Expires_In_DaysInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expires_In_DaysInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Never" |
*
* @param {Dev_Expires_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_expires_never: ((inputs?: Dev_Expires_NeverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expires_NeverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "In a year" |
*
* @param {Dev_Expires_YearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_expires_year: ((inputs?: Dev_Expires_YearInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expires_YearInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Dev_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_filter: ((inputs?: Dev_FilterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_FilterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{app} may use {scopes} (since {since})" |
*
* @param {Dev_GrantInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_grant: ((inputs: Dev_GrantInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_GrantInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{app} may use {scopes} (since {since}, last used {used})" |
*
* @param {Dev_Grant_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_grant_used: ((inputs: Dev_Grant_UsedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Grant_UsedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Key" |
*
* @param {Dev_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_key: ((inputs?: Dev_KeyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_KeyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Created {name}." |
*
* @param {Dev_Key_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_key_created: ((inputs: Dev_Key_CreatedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_CreatedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Key id" |
*
* @param {Dev_Key_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_key_id: ((inputs?: Dev_Key_IdInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_IdInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Key or app" |
*
* @param {Dev_Key_Or_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_key_or_app: ((inputs?: Dev_Key_Or_AppInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_Or_AppInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Dev_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_keys: ((inputs?: Dev_KeysInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_KeysInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Last used" |
*
* @param {Dev_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_last_used: ((inputs?: Dev_Last_UsedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Last_UsedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This confirmation link is unknown or was used already." |
*
* @param {Dev_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_link_invalid: ((inputs?: Dev_Link_InvalidInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Link_InvalidInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Link not valid" |
*
* @param {Dev_Link_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_link_invalid_title: ((inputs?: Dev_Link_Invalid_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Link_Invalid_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Hello, your developer access is approved: you can now create API keys and register OAuth apps. {link}" |
*
* @param {Dev_Mail_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_mail_approved_body: ((inputs: Dev_Mail_Approved_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Approved_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your catchd developer access is approved" |
*
* @param {Dev_Mail_Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_mail_approved_subject: ((inputs?: Dev_Mail_Approved_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Approved_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Hello, someone applied for developer access on catchd with this address. To confirm it, open: {link} If it was not you, ignore this mail: nothing happens wit..." |
*
* @param {Dev_Mail_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_mail_confirm_body: ((inputs: Dev_Mail_Confirm_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Confirm_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your email address for catchd developer access" |
*
* @param {Dev_Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_mail_confirm_subject: ((inputs?: Dev_Mail_Confirm_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Confirm_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Hello, your developer application was declined. You can still use catchd; API keys you created as a developer and your OAuth apps, if any, no longer work." |
*
* @param {Dev_Mail_Declined_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_mail_declined_body: ((inputs?: Dev_Mail_Declined_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Declined_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your catchd developer application was declined" |
*
* @param {Dev_Mail_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_mail_declined_subject: ((inputs?: Dev_Mail_Declined_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Declined_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your keys and apps may hold: {scopes}." |
*
* @param {Dev_May_HoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_may_hold: ((inputs: Dev_May_HoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_May_HoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Method" |
*
* @param {Dev_MethodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_method: ((inputs?: Dev_MethodInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_MethodInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Dev_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_name: ((inputs?: Dev_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Access" |
*
* @param {Dev_Nav_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_nav_access: ((inputs?: Dev_Nav_AccessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_AccessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Apps" |
*
* @param {Dev_Nav_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_nav_apps: ((inputs?: Dev_Nav_AppsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_AppsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Authorised apps" |
*
* @param {Dev_Nav_AuthorisedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_nav_authorised: ((inputs?: Dev_Nav_AuthorisedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_AuthorisedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Events" |
*
* @param {Dev_Nav_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_nav_events: ((inputs?: Dev_Nav_EventsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_EventsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Webhooks" |
*
* @param {Dev_Nav_WebhooksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_nav_webhooks: ((inputs?: Dev_Nav_WebhooksInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_WebhooksInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "never" |
*
* @param {Dev_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_never: ((inputs?: Dev_NeverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_NeverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your new API key." |
*
* @param {Dev_New_Key_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_new_key_secret: ((inputs?: Dev_New_Key_SecretInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_New_Key_SecretInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No apps yet." |
*
* @param {Dev_No_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_no_apps: ((inputs?: Dev_No_AppsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_AppsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You have not authorised any app." |
*
* @param {Dev_No_AuthorisedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_no_authorised: ((inputs?: Dev_No_AuthorisedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_AuthorisedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No API keys yet." |
*
* @param {Dev_No_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_no_keys: ((inputs?: Dev_No_KeysInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_KeysInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No requests match." |
*
* @param {Dev_No_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_no_requests: ((inputs?: Dev_No_RequestsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_RequestsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Nobody is waiting." |
*
* @param {Dev_Nobody_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_nobody_waiting: ((inputs?: Dev_Nobody_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nobody_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Path" |
*
* @param {Dev_PathInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_path: ((inputs?: Dev_PathInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_PathInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Path starts with" |
*
* @param {Dev_Path_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_path_filter: ((inputs?: Dev_Path_FilterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Path_FilterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Developer portal" |
*
* @param {Dev_PortalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_portal: ((inputs?: Dev_PortalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_PortalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "quickstart" |
*
* @param {Dev_QuickstartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_quickstart: ((inputs?: Dev_QuickstartInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_QuickstartInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Read the {reference} and the {quickstart}." |
*
* @param {Dev_Read_DocsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_read_docs: ((inputs: Dev_Read_DocsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Read_DocsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Redirect URIs" |
*
* @param {Dev_Redirect_UrisInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_redirect_uris: ((inputs?: Dev_Redirect_UrisInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Redirect_UrisInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Redirect URIs (one a line)" |
*
* @param {Dev_Redirect_Uris_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_redirect_uris_hint: ((inputs?: Dev_Redirect_Uris_HintInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Redirect_Uris_HintInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This installation does not give developer access at the moment." |
*
* @param {Dev_Refusal_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_refusal_closed: ((inputs?: Dev_Refusal_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your application for developer access was declined." |
*
* @param {Dev_Refusal_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_refusal_declined: ((inputs?: Dev_Refusal_DeclinedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_DeclinedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "API keys and OAuth apps are for approved developers. Apply for early access on the developer portal’s start page." |
*
* @param {Dev_Refusal_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_refusal_none: ((inputs?: Dev_Refusal_NoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_NoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your application for developer access is waiting for an administrator’s decision." |
*
* @param {Dev_Refusal_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_refusal_requested: ((inputs?: Dev_Refusal_RequestedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_RequestedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Register app" |
*
* @param {Dev_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_register: ((inputs?: Dev_RegisterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RegisterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Register an app" |
*
* @param {Dev_Register_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_register_title: ((inputs?: Dev_Register_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Register_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Request id" |
*
* @param {Dev_Request_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_request_id: ((inputs?: Dev_Request_IdInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Request_IdInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Request log" |
*
* @param {Dev_Request_LogInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_request_log: ((inputs?: Dev_Request_LogInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Request_LogInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Requests" |
*
* @param {Dev_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_requests: ((inputs?: Dev_RequestsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RequestsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
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
export declare const dev_requests_lead: ((inputs: Dev_Requests_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Requests_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Dev_RevokeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_revoke: ((inputs?: Dev_RevokeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RevokeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Revoke {name}" |
*
* @param {Dev_Revoke_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_revoke_named: ((inputs: Dev_Revoke_NamedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Revoke_NamedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Rotate secret" |
*
* @param {Dev_RotateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_rotate: ((inputs?: Dev_RotateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RotateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Rotate the secret of {name}" |
*
* @param {Dev_Rotate_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_rotate_named: ((inputs: Dev_Rotate_NamedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Rotate_NamedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Dev_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_save: ((inputs?: Dev_SaveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_SaveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Scopes" |
*
* @param {Dev_ScopesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_scopes: ((inputs?: Dev_ScopesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ScopesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "It is shown only now: copy it and keep it safe." |
*
* @param {Dev_Secret_OnceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_secret_once: ((inputs?: Dev_Secret_OnceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Secret_OnceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The secret is rotated; the old one no longer works." |
*
* @param {Dev_Secret_RotatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_secret_rotated: ((inputs?: Dev_Secret_RotatedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Secret_RotatedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "session" |
*
* @param {Dev_SessionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_session: ((inputs?: Dev_SessionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_SessionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You are an approved developer." |
*
* @param {Dev_Standing_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_standing_approved: ((inputs?: Dev_Standing_ApprovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Standing_ApprovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "State" |
*
* @param {Dev_StateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_state: ((inputs?: Dev_StateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_StateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "approved" |
*
* @param {Dev_State_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_state_approved: ((inputs?: Dev_State_ApprovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_State_ApprovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "declined" |
*
* @param {Dev_State_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_state_declined: ((inputs?: Dev_State_DeclinedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_State_DeclinedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "requested" |
*
* @param {Dev_State_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_state_requested: ((inputs?: Dev_State_RequestedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_State_RequestedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Dev_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_status: ((inputs?: Dev_StatusInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_StatusInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Status (404 or 4xx)" |
*
* @param {Dev_Status_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_status_filter: ((inputs?: Dev_Status_FilterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Status_FilterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Time" |
*
* @param {Dev_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_time: ((inputs?: Dev_TimeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_TimeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Dev_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_type: ((inputs?: Dev_TypeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_TypeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "confidential" |
*
* @param {Dev_Type_ConfidentialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_type_confidential: ((inputs?: Dev_Type_ConfidentialInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_ConfidentialInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Confidential (a server that keeps a secret)" |
*
* @param {Dev_Type_Confidential_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_type_confidential_hint: ((inputs?: Dev_Type_Confidential_HintInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_Confidential_HintInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "public" |
*
* @param {Dev_Type_PublicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_type_public: ((inputs?: Dev_Type_PublicInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_PublicInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Public (a browser or phone app, PKCE only)" |
*
* @param {Dev_Type_Public_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_type_public_hint: ((inputs?: Dev_Type_Public_HintInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_Public_HintInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "(unconfirmed)" |
*
* @param {Dev_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_unconfirmed: ((inputs?: Dev_UnconfirmedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_UnconfirmedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting list" |
*
* @param {Dev_Waiting_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_waiting_list: ((inputs?: Dev_Waiting_ListInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Waiting_ListInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch logged" |
* | * | "{count} catches logged" |
*
* @param {Digest_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_catches: ((inputs: Digest_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} competition finished" |
* | * | "{count} competitions finished" |
*
* @param {Digest_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_finished: ((inputs: Digest_FinishedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_FinishedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Finished: {names}." |
*
* @param {Digest_Finished_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_finished_list: ((inputs: Digest_Finished_ListInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_Finished_ListInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} grade given" |
* | * | "{count} grades given" |
*
* @param {Digest_GradesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_grades: ((inputs: Digest_GradesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_GradesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Heaviest of the week: {species}, {weight}, by {diver}." |
*
* @param {Digest_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_heaviest: ((inputs: Digest_HeaviestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_HeaviestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Highlights:" |
*
* @param {Digest_HighlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_highlights: ((inputs?: Digest_HighlightsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_HighlightsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "What happened in {club} from {from} to {to}:" |
*
* @param {Digest_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_intro: ((inputs: Digest_IntroInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_IntroInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new member" |
* | * | "{count} new members" |
*
* @param {Digest_MembersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_members: ((inputs: Digest_MembersInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_MembersInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome to {names}." |
*
* @param {Digest_New_MembersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_new_members: ((inputs: Digest_New_MembersInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_New_MembersInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The club’s page: {link}" |
*
* @param {Digest_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_open: ((inputs: Digest_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} competition published" |
* | * | "{count} competitions published" |
*
* @param {Digest_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_published: ((inputs: Digest_PublishedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_PublishedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Published: {names}." |
*
* @param {Digest_Published_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_published_list: ((inputs: Digest_Published_ListInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_Published_ListInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "New club record for {species}: {weight}, by {diver}." |
*
* @param {Digest_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_record: ((inputs: Digest_RecordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_RecordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new club record" |
* | * | "{count} new club records" |
*
* @param {Digest_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_records: ((inputs: Digest_RecordsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_RecordsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{club}: the week of {from} to {to}" |
*
* @param {Digest_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const digest_subject: ((inputs: Digest_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_SubjectInputs, {
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
* | "Every type" |
*
* @param {Event_Every_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const event_every_type: ((inputs?: Event_Every_TypeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Every_TypeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No events." |
*
* @param {Event_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const event_none: ((inputs?: Event_NoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_NoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Older events →" |
*
* @param {Event_OlderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const event_older: ((inputs?: Event_OlderInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_OlderInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Event_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const event_show: ((inputs?: Event_ShowInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_ShowInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{type} {id} at {time}" |
*
* @param {Event_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const event_summary: ((inputs: Event_SummaryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_SummaryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Events" |
*
* @param {Event_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const event_title: ((inputs?: Event_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Event_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const event_type: ((inputs?: Event_TypeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_TypeInputs, {
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
* | "The guides are written in English." |
*
* @param {Guide_English_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_english_only: ((inputs?: Guide_English_OnlyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_English_OnlyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Guides" |
*
* @param {Guide_GuidesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_guides: ((inputs?: Guide_GuidesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_GuidesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Walk-throughs of the catchd API; the complete reference is at {link}." |
*
* @param {Guide_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_lead: ((inputs: Guide_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "See {path} for the list." |
*
* @param {Guide_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_not_found: ((inputs: Guide_Not_FoundInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Not_FoundInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No such guide" |
*
* @param {Guide_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_not_found_title: ((inputs?: Guide_Not_Found_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Not_Found_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Guide_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_reference: ((inputs?: Guide_ReferenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_ReferenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Errors" |
*
* @param {Guide_Title_ErrorsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_title_errors: ((inputs?: Guide_Title_ErrorsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_ErrorsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Idempotent retries" |
*
* @param {Guide_Title_Idempotent_RetriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_title_idempotent_retries: ((inputs?: Guide_Title_Idempotent_RetriesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_Idempotent_RetriesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "OAuth 2.0 with PKCE: acting for other people" |
*
* @param {Guide_Title_Oauth_PkceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_title_oauth_pkce: ((inputs?: Guide_Title_Oauth_PkceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_Oauth_PkceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Paging and search" |
*
* @param {Guide_Title_Paging_And_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_title_paging_and_search: ((inputs?: Guide_Title_Paging_And_SearchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_Paging_And_SearchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Quickstart: a key, a first catch, a first webhook" |
*
* @param {Guide_Title_QuickstartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_title_quickstart: ((inputs?: Guide_Title_QuickstartInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_QuickstartInputs, {
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
* | "An administrator approves new members; you will see where you stand." |
*
* @param {Join_Approval_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_approval_lead: ((inputs?: Join_Approval_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Approval_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Join_ApproveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_approve: ((inputs?: Join_ApproveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_ApproveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Approve {name}" |
*
* @param {Join_Approve_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_approve_label: ((inputs: Join_Approve_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Approve_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account is ready: sign in with your email and password." |
*
* @param {Join_Approved_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_approved_text: ((inputs?: Join_Approved_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Approved_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You are in" |
*
* @param {Join_Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_approved_title: ((inputs?: Join_Approved_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Approved_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "What are you building?" |
*
* @param {Join_Building_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_building_label: ((inputs?: Join_Building_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Building_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Join" |
*
* @param {Join_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_button: ((inputs?: Join_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing there after a few minutes? Look in the spam folder. We send at most {count} such mails a day to one address." |
*
* @param {Join_Check_Inbox_SpamInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_check_inbox_spam: ((inputs: Join_Check_Inbox_SpamInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Check_Inbox_SpamInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "We have sent a mail to {email}. Open the link in it within 24 hours to go on." |
*
* @param {Join_Check_Inbox_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_check_inbox_text: ((inputs: Join_Check_Inbox_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Check_Inbox_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Join_Check_Inbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_check_inbox_title: ((inputs?: Join_Check_Inbox_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Check_Inbox_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Nobody joins at the moment (CATCHD_SIGNUP=closed): add people with “{add}” below." |
*
* @param {Join_Closed_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_closed_add: ((inputs: Join_Closed_AddInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Closed_AddInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Joining" |
*
* @param {Join_Closed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_closed_title: ((inputs?: Join_Closed_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Closed_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Join_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_col_actions: ((inputs?: Join_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_ActionsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Decision" |
*
* @param {Join_Col_DecisionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_col_decision: ((inputs?: Join_Col_DecisionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_DecisionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Link" |
*
* @param {Join_Col_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_col_link: ((inputs?: Join_Col_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Person" |
*
* @param {Join_Col_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_col_person: ((inputs?: Join_Col_PersonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_PersonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Signed up" |
*
* @param {Join_Col_Signed_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_col_signed_up: ((inputs?: Join_Col_Signed_UpInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_Signed_UpInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm {email} to go on." |
*
* @param {Join_Confirm_Address_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_confirm_address_text: ((inputs: Join_Confirm_Address_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Confirm_Address_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your address" |
*
* @param {Join_Confirm_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_confirm_address_title: ((inputs?: Join_Confirm_Address_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Confirm_Address_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Join_DeclineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_decline: ((inputs?: Join_DeclineInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_DeclineInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Decline {name}" |
*
* @param {Join_Decline_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_decline_label: ((inputs: Join_Decline_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Decline_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "An administrator declined this sign-up." |
*
* @param {Join_Declined_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_declined_text: ((inputs?: Join_Declined_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Declined_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-up declined" |
*
* @param {Join_Declined_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_declined_title: ((inputs?: Join_Declined_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Declined_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Early access sign-up is turned off here. If you have an account, sign in and apply on the developer portal." |
*
* @param {Join_Early_Access_Closed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_early_access_closed_text: ((inputs?: Join_Early_Access_Closed_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Early_Access_Closed_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Early access sign-up is closed" |
*
* @param {Join_Early_Access_Closed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_early_access_closed_title: ((inputs?: Join_Early_Access_Closed_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Early_Access_Closed_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "An account on this catchd and your application for developer access, in one go. An administrator decides on the application." |
*
* @param {Join_Early_Access_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_early_access_lead: ((inputs?: Join_Early_Access_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Early_Access_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Already have an account? {link}." |
*
* @param {Join_Have_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_have_account: ((inputs: Join_Have_AccountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Have_AccountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Join catchd" |
*
* @param {Join_Invitation_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_invitation_title: ((inputs?: Join_Invitation_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Invitation_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Invitations" |
*
* @param {Join_InvitationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_invitations: ((inputs?: Join_InvitationsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_InvitationsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Invite" |
*
* @param {Join_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_invite: ((inputs?: Join_InviteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_InviteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You are invited as a {role} with the address {email}. Choose your name and password." |
*
* @param {Join_Invited_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_invited_as: ((inputs: Join_Invited_AsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Invited_AsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "expired" |
*
* @param {Join_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_link_expired: ((inputs?: Join_Link_ExpiredInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_ExpiredInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The link is mailed to the address." |
*
* @param {Join_Link_MailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_link_mailed: ((inputs?: Join_Link_MailedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_MailedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No mail is set up: you get the link to pass on." |
*
* @param {Join_Link_ShownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_link_shown: ((inputs?: Join_Link_ShownInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_ShownInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The invitation link for {email} works once, for seven days: pass it on yourself (no mail is set up)." |
*
* @param {Join_Link_To_Pass_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_link_to_pass_on: ((inputs: Join_Link_To_Pass_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_To_Pass_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "until {time}" |
*
* @param {Join_Link_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_link_until: ((inputs: Join_Link_UntilInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_UntilInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your sign-up at {url} is approved. Sign in with your email and password: {link}" |
*
* @param {Join_Mail_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_approved_body: ((inputs: Join_Mail_Approved_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Approved_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome to catchd" |
*
* @param {Join_Mail_Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_approved_subject: ((inputs?: Join_Mail_Approved_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Approved_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone asked to join catchd at {url} with this email address. If it was you, open this link within 24 hours to confirm it: {link} If it was not you, ignore ..." |
*
* @param {Join_Mail_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_confirm_body: ((inputs: Join_Mail_Confirm_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Confirm_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your email address for catchd" |
*
* @param {Join_Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_confirm_subject: ((inputs?: Join_Mail_Confirm_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Confirm_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "An administrator declined your sign-up at {url}." |
*
* @param {Join_Mail_Declined_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_declined_body: ((inputs: Join_Mail_Declined_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Declined_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your catchd sign-up was declined" |
*
* @param {Join_Mail_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_declined_subject: ((inputs?: Join_Mail_Declined_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Declined_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "An administrator invites you to join catchd at {url} as a {role}. Open this link to choose your name and password. It works once, until {until}: {link} If yo..." |
*
* @param {Join_Mail_Invitation_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_invitation_body: ((inputs: Join_Mail_Invitation_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Invitation_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You are invited to join catchd" |
*
* @param {Join_Mail_Invitation_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_invitation_subject: ((inputs?: Join_Mail_Invitation_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Invitation_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This address already has an account there. If it was you, sign in instead (if you forgot your password, the sign-in page helps):" |
*
* @param {Join_Mail_Known_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_known_account: ((inputs?: Join_Mail_Known_AccountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_AccountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone tried to sign up to catchd at {url} with this email address. {why} {link} If it was not you, ignore this mail: nothing changed." |
*
* @param {Join_Mail_Known_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_known_body: ((inputs: Join_Mail_Known_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A sign-up with this address was declined earlier. Ask an administrator of the club if you think this is a mistake. The sign-in page:" |
*
* @param {Join_Mail_Known_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_known_declined: ((inputs?: Join_Mail_Known_DeclinedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_DeclinedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone tried to sign up to catchd with your address" |
*
* @param {Join_Mail_Known_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_known_subject: ((inputs?: Join_Mail_Known_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A sign-up with this address is already waiting for an administrator’s decision; you will get a mail when it is made. The sign-in page:" |
*
* @param {Join_Mail_Known_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_known_waiting: ((inputs?: Join_Mail_Known_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "catchd at {url}" |
*
* @param {Join_Mail_Sign_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_sign_off: ((inputs: Join_Mail_Sign_OffInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Sign_OffInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Name (as others see it)" |
*
* @param {Join_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_name_label: ((inputs?: Join_Name_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Name_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "New link" |
*
* @param {Join_New_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_new_link: ((inputs?: Join_New_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_New_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Make a new invitation link for {email}" |
*
* @param {Join_New_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_new_link_label: ((inputs: Join_New_Link_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_New_Link_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No pending invitations." |
*
* @param {Join_No_InvitationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_no_invitations: ((inputs?: Join_No_InvitationsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_No_InvitationsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Nobody is waiting." |
*
* @param {Join_Nobody_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_nobody_waiting: ((inputs?: Join_Nobody_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Nobody_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Password (at least {min} characters)" |
*
* @param {Join_Password_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_password_label: ((inputs: Join_Password_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Password_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Pending invitations" |
*
* @param {Join_Pending_InvitationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_pending_invitations: ((inputs?: Join_Pending_InvitationsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Pending_InvitationsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "QR code of the invitation link for {email}" |
*
* @param {Join_Qr_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_qr_label: ((inputs: Join_Qr_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Qr_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "say in a few words what you are building" |
*
* @param {Join_Refused_BuildingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_refused_building: ((inputs?: Join_Refused_BuildingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Refused_BuildingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "must be an email address" |
*
* @param {Join_Refused_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_refused_email: ((inputs?: Join_Refused_EmailInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Refused_EmailInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "must be at most {max} characters" |
*
* @param {Join_Refused_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_refused_too_long: ((inputs: Join_Refused_Too_LongInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Refused_Too_LongInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your address is confirmed and your sign-up is waiting for an administrator’s decision. Keep this page’s address to come back and see where you stand." |
*
* @param {Join_Requested_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_requested_text: ((inputs?: Join_Requested_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Requested_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Join_RevokeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_revoke: ((inputs?: Join_RevokeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_RevokeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Revoke the invitation to {email}" |
*
* @param {Join_Revoke_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_revoke_label: ((inputs: Join_Revoke_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Revoke_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Or let them scan it from this screen:" |
*
* @param {Join_Scan_ItInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_scan_it: ((inputs?: Join_Scan_ItInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Scan_ItInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Send again" |
*
* @param {Join_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_send_again: ((inputs?: Join_Send_AgainInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Send_AgainInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Send the invitation to {email} again" |
*
* @param {Join_Send_Again_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_send_again_label: ((inputs: Join_Send_Again_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Send_Again_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "An administrator exists already, so setup links no longer work." |
*
* @param {Join_Set_Up_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_set_up_text: ((inputs?: Join_Set_Up_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Set_Up_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "catchd is set up" |
*
* @param {Join_Set_Up_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_set_up_title: ((inputs?: Join_Set_Up_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Set_Up_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Create the admin account" |
*
* @param {Join_Setup_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_setup_button: ((inputs?: Join_Setup_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Nobody runs this catchd yet. Create the first administrator: you." |
*
* @param {Join_Setup_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_setup_lead: ((inputs?: Join_Setup_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This setup link has expired or was mistyped. Restart catchd: it prints a new link on start while there is no admin." |
*
* @param {Join_Setup_Link_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_setup_link_text: ((inputs?: Join_Setup_Link_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_Link_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Setup link not valid" |
*
* @param {Join_Setup_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_setup_link_title: ((inputs?: Join_Setup_Link_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_Link_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Set up catchd" |
*
* @param {Join_Setup_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_setup_title: ((inputs?: Join_Setup_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Share the link…" |
*
* @param {Join_Share_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_share_button: ((inputs?: Join_Share_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Share_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your invitation to {club}, sent to {email}:" |
*
* @param {Join_Share_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_share_text: ((inputs: Join_Share_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Share_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Join {club} on catchd" |
*
* @param {Join_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_share_title: ((inputs: Join_Share_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Share_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign up and apply" |
*
* @param {Join_Sign_Up_And_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_sign_up_and_apply: ((inputs?: Join_Sign_Up_And_ApplyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Sign_Up_And_ApplyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-ups waiting" |
*
* @param {Join_Sign_Ups_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_sign_ups_waiting: ((inputs?: Join_Sign_Ups_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Sign_Ups_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your sign-up is waiting for an administrator’s decision. Once it is approved, sign in with your email and password." |
*
* @param {Join_Waiting_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_waiting_text: ((inputs?: Join_Waiting_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Waiting_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for an admin" |
*
* @param {Join_Waiting_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_waiting_title: ((inputs?: Join_Waiting_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Waiting_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose what happens to your catches." |
*
* @param {Leave_Choose_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_choose_catches: ((inputs?: Leave_Choose_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Choose_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "delete" |
*
* @param {Leave_Confirm_WordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_confirm_word: ((inputs?: Leave_Confirm_WordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Confirm_WordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Danger zone" |
*
* @param {Leave_Danger_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_danger_zone: ((inputs?: Leave_Danger_ZoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Danger_ZoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete my account…" |
*
* @param {Leave_Delete_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_delete_button: ((inputs?: Leave_Delete_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Delete_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete my catches and their photos" |
*
* @param {Leave_Delete_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_delete_catches: ((inputs?: Leave_Delete_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Delete_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Leave_Delete_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_delete_heading: ((inputs?: Leave_Delete_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Delete_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your name and email go, and every way of signing in ends. This cannot be undone." |
*
* @param {Leave_Delete_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_delete_lead: ((inputs?: Leave_Delete_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Delete_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Leave_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_download: ((inputs?: Leave_DownloadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_DownloadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "One zip file: your catches (JSON and CSV), verifications, photos, API keys and apps (without secrets) and passkeys (names and dates)." |
*
* @param {Leave_Download_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_download_what: ((inputs?: Leave_Download_WhatInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Download_WhatInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete my account for good" |
*
* @param {Leave_Final_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_final_button: ((inputs?: Leave_Final_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your catches and their photos are deleted." |
*
* @param {Leave_Final_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_final_delete: ((inputs?: Leave_Final_DeleteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_DeleteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{email} and your name are deleted; every session, passkey and API key stops working." |
*
* @param {Leave_Final_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_final_gone: ((inputs: Leave_Final_GoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_GoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your catches stay on the boards, under \"{name}\"." |
*
* @param {Leave_Final_KeepInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_final_keep: ((inputs: Leave_Final_KeepInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_KeepInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete your account for good?" |
*
* @param {Leave_Final_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_final_title: ((inputs?: Leave_Final_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No, keep my account" |
*
* @param {Leave_Keep_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_keep_account: ((inputs?: Leave_Keep_AccountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Keep_AccountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep my catches on the boards, under \"{name}\"" |
*
* @param {Leave_Keep_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_keep_catches: ((inputs: Leave_Keep_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Keep_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your password, to confirm" |
*
* @param {Leave_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_password: ((inputs?: Leave_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Type your email ({email}) to confirm" |
*
* @param {Leave_Type_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_type_email: ((inputs: Leave_Type_EmailInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Type_EmailInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Type {word} to go on" |
*
* @param {Leave_Type_WordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_type_word: ((inputs: Leave_Type_WordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Type_WordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "That is not “{word}”: type the word to go on." |
*
* @param {Leave_Word_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_word_refused: ((inputs: Leave_Word_RefusedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Word_RefusedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your catches" |
*
* @param {Leave_Your_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_your_catches: ((inputs?: Leave_Your_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Your_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your data" |
*
* @param {Leave_Your_DataInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_your_data: ((inputs?: Leave_Your_DataInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Your_DataInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Live updates are off: reload the page for the latest board." |
*
* @param {Live_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const live_off: ((inputs?: Live_OffInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_OffInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Live: updates as catches are logged and verified." |
*
* @param {Live_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const live_on: ((inputs?: Live_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Updated at {time}" |
*
* @param {Live_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const live_updated: ((inputs: Live_UpdatedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_UpdatedInputs, {
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
* | "All" |
*
* @param {Notify_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_all: ((inputs?: Notify_AllInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_AllInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "number of catches" |
*
* @param {Notify_Board_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_catch_count: ((inputs?: Notify_Board_Catch_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_Catch_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "deepest catch" |
*
* @param {Notify_Board_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_deepest: ((inputs?: Notify_Board_DeepestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_DeepestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "heaviest fish" |
*
* @param {Notify_Board_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_heaviest: ((inputs?: Notify_Board_HeaviestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_HeaviestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You left the top 10 of the board “{board}” (you were #{old})." |
*
* @param {Notify_Board_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_left: ((inputs: Notify_Board_LeftInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_LeftInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You went from #{old} to #{new} on the board “{board}”." |
*
* @param {Notify_Board_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_moved: ((inputs: Notify_Board_MovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_MovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "season {season}" |
*
* @param {Notify_Board_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_season: ((inputs: Notify_Board_SeasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_SeasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You were overtaken on a leaderboard" |
*
* @param {Notify_Board_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_title: ((inputs?: Notify_Board_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "total weight" |
*
* @param {Notify_Board_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_board_total_weight: ((inputs?: Notify_Board_Total_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_Total_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "And {count} more board." |
* | * | "And {count} more boards." |
*
* @param {Notify_Boards_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_boards_more: ((inputs: Notify_Boards_MoreInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Boards_MoreInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You were overtaken on {count} leaderboard" |
* | * | "You were overtaken on {count} leaderboards" |
*
* @param {Notify_Boards_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_boards_title: ((inputs: Notify_Boards_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Boards_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A verifier graded your {species} {tier} (it was {previous})." |
*
* @param {Notify_Catch_Graded_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_catch_graded_text: ((inputs: Notify_Catch_Graded_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Graded_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your catch was graded {tier}" |
*
* @param {Notify_Catch_Graded_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_catch_graded_title: ((inputs: Notify_Catch_Graded_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Graded_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A verifier refused your {species}." |
*
* @param {Notify_Catch_Refused_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_catch_refused_text: ((inputs: Notify_Catch_Refused_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Refused_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your catch was refused" |
*
* @param {Notify_Catch_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_catch_refused_title: ((inputs?: Notify_Catch_Refused_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Refused_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose what reaches you, and where" |
*
* @param {Notify_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_choose: ((inputs?: Notify_ChooseInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_ChooseInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} applies for developer access." |
*
* @param {Notify_Developer_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_developer_text: ((inputs: Notify_Developer_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Developer_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A developer application waits for you" |
*
* @param {Notify_Developer_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_developer_title: ((inputs?: Notify_Developer_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Developer_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The week in {club}" |
*
* @param {Notify_Digest_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_digest_title: ((inputs: Notify_Digest_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Digest_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Notify_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_email: ((inputs?: Notify_EmailInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_EmailInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Daily digest" |
*
* @param {Notify_Email_DailyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_email_daily: ((inputs?: Notify_Email_DailyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_DailyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Email at once" |
*
* @param {Notify_Email_InstantInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_email_instant: ((inputs?: Notify_Email_InstantInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_InstantInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No email" |
*
* @param {Notify_Email_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_email_off: ((inputs?: Notify_Email_OffInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_OffInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Weekly digest" |
*
* @param {Notify_Email_WeeklyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_email_weekly: ((inputs?: Notify_Email_WeeklyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_WeeklyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The results of {competition} are final." |
*
* @param {Notify_Final_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_final_text: ((inputs: Notify_Final_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Final_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Final results are in" |
*
* @param {Notify_Final_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_final_title: ((inputs?: Notify_Final_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Final_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "In the app" |
*
* @param {Notify_In_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_in_app: ((inputs?: Notify_In_AppInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_In_AppInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone overtakes you in a leaderboard’s top 10" |
*
* @param {Notify_Kind_Board_OvertakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_board_overtaken: ((inputs?: Notify_Kind_Board_OvertakenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Board_OvertakenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "One of your catches is graded or refused" |
*
* @param {Notify_Kind_Catch_GradedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_catch_graded: ((inputs?: Notify_Kind_Catch_GradedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Catch_GradedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A weekly digest of the club’s activity (admins)" |
*
* @param {Notify_Kind_Club_DigestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_club_digest: ((inputs?: Notify_Kind_Club_DigestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Club_DigestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone overtakes your entry in a competition’s top 10" |
*
* @param {Notify_Kind_Competition_OvertakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_competition_overtaken: ((inputs?: Notify_Kind_Competition_OvertakenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Competition_OvertakenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A competition is published" |
*
* @param {Notify_Kind_Competition_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_competition_published: ((inputs?: Notify_Kind_Competition_PublishedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Competition_PublishedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Provisional or final results of a competition you entered" |
*
* @param {Notify_Kind_Competition_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_competition_results: ((inputs?: Notify_Kind_Competition_ResultsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Competition_ResultsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A developer application waits for a decision (admins)" |
*
* @param {Notify_Kind_Developer_Application_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_developer_application_waiting: ((inputs?: Notify_Kind_Developer_Application_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Developer_Application_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A protest is filed against your competition entry" |
*
* @param {Notify_Kind_Protest_On_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_protest_on_entry: ((inputs?: Notify_Kind_Protest_On_EntryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Protest_On_EntryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A sign-up waits for approval (admins)" |
*
* @param {Notify_Kind_Sign_Up_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_sign_up_waiting: ((inputs?: Notify_Kind_Sign_Up_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Sign_Up_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A diver asks for a catch to be verified (verifiers and admins)" |
*
* @param {Notify_Kind_Verification_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_verification_requested: ((inputs?: Notify_Kind_Verification_RequestedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Verification_RequestedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "All your choices: {link}" |
*
* @param {Notify_Mail_ChoicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_mail_choices: ((inputs: Notify_Mail_ChoicesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_ChoicesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "And {count} more: {link}" |
* | * | "And {count} more: {link}" |
*
* @param {Notify_Mail_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_mail_more: ((inputs: Notify_Mail_MoreInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_MoreInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "To stop these mails (and only these): {link}" |
*
* @param {Notify_Mail_StopInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_mail_stop: ((inputs: Notify_Mail_StopInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_StopInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} notification ({kind})" |
* | * | "{count} notifications ({kind})" |
*
* @param {Notify_Mail_Subject_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_mail_subject_many: ((inputs: Notify_Mail_Subject_ManyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_Subject_ManyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You get this mail because of your choice for “{kind}”." |
*
* @param {Notify_Mail_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_mail_why: ((inputs: Notify_Mail_WhyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_WhyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Mark all read" |
*
* @param {Notify_Mark_All_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_mark_all_read: ((inputs?: Notify_Mark_All_ReadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mark_All_ReadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No device receives push yet." |
*
* @param {Notify_No_DevicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_no_devices: ((inputs?: Notify_No_DevicesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_No_DevicesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing unread." |
*
* @param {Notify_Nothing_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_nothing_unread: ((inputs?: Notify_Nothing_UnreadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Nothing_UnreadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing yet: you will find here what happens to your catches, boards and competitions." |
*
* @param {Notify_Nothing_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_nothing_yet: ((inputs?: Notify_Nothing_YetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Nothing_YetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your entry left the top 10 of {competition} (it was #{old})." |
*
* @param {Notify_Overtaken_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_overtaken_left: ((inputs: Notify_Overtaken_LeftInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Overtaken_LeftInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your entry went from #{old} to #{new} in the standings of {competition}." |
*
* @param {Notify_Overtaken_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_overtaken_moved: ((inputs: Notify_Overtaken_MovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Overtaken_MovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You were overtaken in {competition}" |
*
* @param {Notify_Overtaken_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_overtaken_title: ((inputs: Notify_Overtaken_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Overtaken_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notify_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_page_title: ((inputs?: Notify_Page_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Page_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone protested a catch of your entry in {competition}; an admin will decide." |
*
* @param {Notify_Protest_Catch_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_protest_catch_text: ((inputs: Notify_Protest_Catch_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Protest_Catch_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone protested your entry in {competition}; an admin will decide." |
*
* @param {Notify_Protest_Entry_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_protest_entry_text: ((inputs: Notify_Protest_Entry_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Protest_Entry_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A protest against your entry" |
*
* @param {Notify_Protest_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_protest_title: ((inputs?: Notify_Protest_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Protest_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The results of {competition} are provisional: protests are open until they become final." |
*
* @param {Notify_Provisional_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_provisional_text: ((inputs: Notify_Provisional_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Provisional_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Provisional results are up" |
*
* @param {Notify_Provisional_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_provisional_title: ((inputs?: Notify_Provisional_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Provisional_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{competition} is open for entries." |
*
* @param {Notify_Published_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_published_text: ((inputs: Notify_Published_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Published_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A new competition" |
*
* @param {Notify_Published_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_published_title: ((inputs?: Notify_Published_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Published_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Push to your devices" |
*
* @param {Notify_Push_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_push_heading: ((inputs?: Notify_Push_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Turn off notifications on this device" |
*
* @param {Notify_Push_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_push_off: ((inputs?: Notify_Push_OffInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_OffInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Turn on notifications on this device" |
*
* @param {Notify_Push_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_push_on: ((inputs?: Notify_Push_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Push is not available on this server." |
*
* @param {Notify_Push_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_push_unavailable: ((inputs?: Notify_Push_UnavailableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_UnavailableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Reason: {note}" |
*
* @param {Notify_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_reason: ((inputs: Notify_ReasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_ReasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Notify_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_save: ((inputs?: Notify_SaveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_SaveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "What reaches you, and where" |
*
* @param {Notify_Settings_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_settings_heading: ((inputs?: Notify_Settings_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Settings_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} asks to join the club." |
*
* @param {Notify_Sign_Up_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_sign_up_text: ((inputs: Notify_Sign_Up_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Sign_Up_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A sign-up waits for you" |
*
* @param {Notify_Sign_Up_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_sign_up_title: ((inputs?: Notify_Sign_Up_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Sign_Up_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "since {time}" |
*
* @param {Notify_SinceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_since: ((inputs: Notify_SinceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_SinceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Stop push there" |
*
* @param {Notify_Stop_PushInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_stop_push: ((inputs?: Notify_Stop_PushInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Stop_PushInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "bronze" |
*
* @param {Notify_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_tier_bronze: ((inputs?: Notify_Tier_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "gold" |
*
* @param {Notify_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_tier_gold: ((inputs?: Notify_Tier_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "silver" |
*
* @param {Notify_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_tier_silver: ((inputs?: Notify_Tier_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "unverified" |
*
* @param {Notify_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_tier_unverified: ((inputs?: Notify_Tier_UnverifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_UnverifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "unread" |
*
* @param {Notify_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unread: ((inputs?: Notify_UnreadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_UnreadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Unread only" |
*
* @param {Notify_Unread_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unread_only: ((inputs?: Notify_Unread_OnlyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unread_OnlyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Stop these mails" |
*
* @param {Notify_Unsubscribe_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribe_button: ((inputs?: Notify_Unsubscribe_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You will no longer get mail for “{kind}”. Other kinds and the app stay as they are." |
*
* @param {Notify_Unsubscribe_ExplainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribe_explain: ((inputs: Notify_Unsubscribe_ExplainInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_ExplainInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This unsubscribe link is not valid. Your choices are on {link}." |
*
* @param {Notify_Unsubscribe_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribe_invalid: ((inputs: Notify_Unsubscribe_InvalidInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_InvalidInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Link not valid" |
*
* @param {Notify_Unsubscribe_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribe_invalid_title: ((inputs?: Notify_Unsubscribe_Invalid_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_Invalid_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Stop these mails?" |
*
* @param {Notify_Unsubscribe_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribe_question: ((inputs?: Notify_Unsubscribe_QuestionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_QuestionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Stop these mails" |
*
* @param {Notify_Unsubscribe_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribe_title: ((inputs?: Notify_Unsubscribe_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Notify_Unsubscribed_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribed_heading: ((inputs?: Notify_Unsubscribed_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribed_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No more mail for “{kind}”. Change your mind on {link}." |
*
* @param {Notify_Unsubscribed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribed_text: ((inputs: Notify_Unsubscribed_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribed_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Notify_Unsubscribed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribed_title: ((inputs?: Notify_Unsubscribed_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribed_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{diver} asks for their {species} to be verified." |
*
* @param {Notify_Verification_Requested_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_verification_requested_text: ((inputs: Notify_Verification_Requested_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Verification_Requested_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A catch waits for verification" |
*
* @param {Notify_Verification_Requested_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_verification_requested_title: ((inputs?: Notify_Verification_Requested_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Verification_Requested_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Notify_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_your_account: ((inputs?: Notify_Your_AccountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Your_AccountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your notifications" |
*
* @param {Notify_Your_NotificationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_your_notifications: ((inputs?: Notify_Your_NotificationsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Your_NotificationsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You can take this back at any time. Afterwards you go back to {destination}." |
*
* @param {Oauth_AfterwardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_afterwards: ((inputs: Oauth_AfterwardsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_AfterwardsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Allow" |
*
* @param {Oauth_AllowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_allow: ((inputs?: Oauth_AllowInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_AllowInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Allow {app}?" |
*
* @param {Oauth_Allow_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_allow_question: ((inputs: Oauth_Allow_QuestionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Allow_QuestionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Allow {app}" |
*
* @param {Oauth_Allow_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_allow_title: ((inputs: Oauth_Allow_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Allow_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The app that sent you here is disabled." |
*
* @param {Oauth_App_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_app_disabled: ((inputs?: Oauth_App_DisabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_App_DisabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Deny" |
*
* @param {Oauth_DenyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_deny: ((inputs?: Oauth_DenyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_DenyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This sign-in link does not work" |
*
* @param {Oauth_Link_BrokenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_link_broken: ((inputs?: Oauth_Link_BrokenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Link_BrokenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The request names no app (client_id is missing)." |
*
* @param {Oauth_No_ClientInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_no_client: ((inputs?: Oauth_No_ClientInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_No_ClientInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The request has no redirect_uri and the app has several." |
*
* @param {Oauth_No_RedirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_no_redirect: ((inputs?: Oauth_No_RedirectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_No_RedirectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The request repeats redirect_uri." |
*
* @param {Oauth_Repeated_RedirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_repeated_redirect: ((inputs?: Oauth_Repeated_RedirectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Repeated_RedirectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The app that sent you here is not registered." |
*
* @param {Oauth_Unknown_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_unknown_app: ((inputs?: Oauth_Unknown_AppInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Unknown_AppInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The app asked to send you to an address it has not registered, so we stopped here." |
*
* @param {Oauth_Unregistered_RedirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_unregistered_redirect: ((inputs?: Oauth_Unregistered_RedirectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Unregistered_RedirectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{app} wants to use your catchd account, {person} ({email}). If you allow it, it will be able to:" |
*
* @param {Oauth_WantsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_wants: ((inputs: Oauth_WantsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_WantsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "It also asked for things your account cannot do, which it will not get: {scopes}." |
*
* @param {Oauth_WithheldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_withheld: ((inputs: Oauth_WithheldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_WithheldInputs, {
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
* | "Add a passkey" |
*
* @param {Passkey_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_add: ((inputs?: Passkey_AddInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_AddInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Added" |
*
* @param {Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_added: ((inputs?: Passkey_AddedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_AddedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{link} to add a passkey." |
*
* @param {Passkey_Confirm_To_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_confirm_to_add: ((inputs: Passkey_Confirm_To_AddInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Confirm_To_AddInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "My passkey" |
*
* @param {Passkey_Default_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_default_name: ((inputs?: Passkey_Default_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Default_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Passkeys" |
*
* @param {Passkey_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_heading: ((inputs?: Passkey_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Last used" |
*
* @param {Passkey_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_last_used: ((inputs?: Passkey_Last_UsedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Last_UsedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in with your fingerprint, face, screen lock or a security key: no password needed." |
*
* @param {Passkey_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_lead: ((inputs?: Passkey_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Name of passkey {name}" |
*
* @param {Passkey_Name_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_name_of: ((inputs: Passkey_Name_OfInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Name_OfInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Never" |
*
* @param {Passkey_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_never: ((inputs?: Passkey_NeverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_NeverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Name of the new passkey" |
*
* @param {Passkey_New_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_new_name: ((inputs?: Passkey_New_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_New_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "You have no passkeys yet." |
*
* @param {Passkey_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_none: ((inputs?: Passkey_NoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_NoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Passkey_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_remove: ((inputs?: Passkey_RemoveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_RemoveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove passkey {name}" |
*
* @param {Passkey_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_remove_label: ((inputs: Passkey_Remove_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Remove_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Passkey_RenameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_rename: ((inputs?: Passkey_RenameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_RenameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Rename passkey {name}" |
*
* @param {Passkey_Rename_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_rename_label: ((inputs: Passkey_Rename_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Rename_LabelInputs, {
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
* | "Your passkeys" |
*
* @param {Passkey_YoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_yours: ((inputs?: Passkey_YoursInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_YoursInputs, {
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
* | "Access" |
*
* @param {People_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_access: ((inputs?: People_AccessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_AccessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Open to anyone, without signing in" |
*
* @param {People_Access_LegendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_access_legend: ((inputs?: People_Access_LegendInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Access_LegendInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Everything else (logging, verifying, administration) always needs an account." |
*
* @param {People_Access_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_access_note: ((inputs?: People_Access_NoteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Access_NoteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Active" |
*
* @param {People_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_active: ((inputs?: People_ActiveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_ActiveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Activity" |
*
* @param {People_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_activity: ((inputs?: People_ActivityInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_ActivityInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Activity of {name}" |
*
* @param {People_Activity_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_activity_of: ((inputs: People_Activity_OfInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Activity_OfInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Add" |
*
* @param {People_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_add: ((inputs?: People_AddInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_AddInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Add a person" |
*
* @param {People_Add_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_add_person: ((inputs?: People_Add_PersonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Add_PersonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Divers’ pages: each diver’s best catch per species" |
*
* @param {People_Area_DiversInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_area_divers: ((inputs?: People_Area_DiversInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Area_DiversInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Leaderboards, and the embeddable board for the club’s website" |
*
* @param {People_Area_LeaderboardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_area_leaderboards: ((inputs?: People_Area_LeaderboardsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Area_LeaderboardsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Species pages: names, photos, records and recent verified catches" |
*
* @param {People_Area_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_area_species: ((inputs?: People_Area_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Area_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to people" |
*
* @param {People_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_back: ((inputs?: People_BackInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_BackInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Change role" |
*
* @param {People_Change_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_change_role: ((inputs?: People_Change_RoleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Change_RoleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Account deleted" |
*
* @param {People_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_deleted: ((inputs?: People_DeletedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_DeletedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Disable" |
*
* @param {People_DisableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_disable: ((inputs?: People_DisableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_DisableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Disable {name}" |
*
* @param {People_Disable_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_disable_label: ((inputs: People_Disable_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Disable_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Disabled" |
*
* @param {People_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_disabled: ((inputs?: People_DisabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_DisabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Enable" |
*
* @param {People_EnableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_enable: ((inputs?: People_EnableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_EnableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Enable {name}" |
*
* @param {People_Enable_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_enable_label: ((inputs: People_Enable_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Enable_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "People and roles" |
*
* @param {People_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_heading: ((inputs?: People_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "CATCHD_BASE_URL is plain http ({origin}) on a host other than this machine: sign-in cookies are sent without Secure and passwords travel unencrypted. Serve c..." |
*
* @param {People_Insecure_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_insecure_base_url: ((inputs: People_Insecure_Base_UrlInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Insecure_Base_UrlInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "anyone signs up; admins approve or decline on the people page." |
*
* @param {People_Joining_ApprovalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_approval: ((inputs?: People_Joining_ApprovalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_ApprovalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "nobody joins; admins add people on the people page." |
*
* @param {People_Joining_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_closed: ((inputs?: People_Joining_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Early access sign-up on the developer portal (CATCHD_DEVELOPER_SIGNUP)" |
*
* @param {People_Joining_Developer_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_developer_label: ((inputs?: People_Joining_Developer_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Developer_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "off." |
*
* @param {People_Joining_Developer_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_developer_off: ((inputs?: People_Joining_Developer_OffInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Developer_OffInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "on: visitors sign up and apply for developer access in one go, whatever the joining mode." |
*
* @param {People_Joining_Developer_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_developer_on: ((inputs?: People_Joining_Developer_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Developer_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "How people join" |
*
* @param {People_Joining_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_heading: ((inputs?: People_Joining_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "admins invite people by email (on the people page); the link works once, for seven days." |
*
* @param {People_Joining_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_invite: ((inputs?: People_Joining_InviteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_InviteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Mail (CATCHD_SMTP_URL)" |
*
* @param {People_Joining_Mail_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_mail_label: ((inputs?: People_Joining_Mail_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Mail_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "not set up: invitation links are shown to copy, and sign-ups are not confirmed by mail." |
*
* @param {People_Joining_Mail_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_mail_off: ((inputs?: People_Joining_Mail_OffInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Mail_OffInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "set up: invitations and address confirmations are mailed." |
*
* @param {People_Joining_Mail_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_mail_on: ((inputs?: People_Joining_Mail_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Mail_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Joining (CATCHD_SIGNUP)" |
*
* @param {People_Joining_Mode_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_mode_label: ((inputs?: People_Joining_Mode_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Mode_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "These come from the server’s configuration; the operator changes them there." |
*
* @param {People_Joining_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_note: ((inputs?: People_Joining_NoteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_NoteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "anyone signs up and joins as a diver." |
*
* @param {People_Joining_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_open: ((inputs?: People_Joining_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "What visitors may see" |
*
* @param {People_Link_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_link_access: ((inputs?: People_Link_AccessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Link_AccessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The club: name, time zone, units, language, seasons, joining" |
*
* @param {People_Link_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_link_club: ((inputs?: People_Link_ClubInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Link_ClubInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Species catalogue" |
*
* @param {People_Link_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_link_species: ((inputs?: People_Link_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Link_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "no address" |
*
* @param {People_No_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_no_address: ((inputs?: People_No_AddressInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_No_AddressInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No such person" |
*
* @param {People_No_Such_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_no_such_person: ((inputs?: People_No_Such_PersonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_No_Such_PersonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "must be one of admin, verifier, diver" |
*
* @param {People_Refused_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_refused_role: ((inputs?: People_Refused_RoleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Refused_RoleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "someone already has this email" |
*
* @param {People_Refused_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_refused_taken: ((inputs?: People_Refused_TakenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Refused_TakenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Role" |
*
* @param {People_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_role: ((inputs?: People_RoleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_RoleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "admin" |
*
* @param {People_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_role_admin: ((inputs?: People_Role_AdminInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_AdminInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "developer" |
*
* @param {People_Role_DeveloperInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_role_developer: ((inputs?: People_Role_DeveloperInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_DeveloperInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "diver" |
*
* @param {People_Role_DiverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_role_diver: ((inputs?: People_Role_DiverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_DiverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Role of {name}" |
*
* @param {People_Role_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_role_of: ((inputs: People_Role_OfInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_OfInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "verifier" |
*
* @param {People_Role_VerifierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_role_verifier: ((inputs?: People_Role_VerifierInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_VerifierInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Second factor" |
*
* @param {People_Second_FactorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_second_factor: ((inputs?: People_Second_FactorInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Second_FactorInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {People_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_settings: ((inputs?: People_SettingsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_SettingsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "developer application" |
* | * | "developer applications" |
*
* @param {People_Tile_ApplicationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_tile_applications: ((inputs: People_Tile_ApplicationsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Tile_ApplicationsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "catch to verify" |
* | * | "catches to verify" |
*
* @param {People_Tile_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_tile_catches: ((inputs: People_Tile_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Tile_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "sign-up to approve" |
* | * | "sign-ups to approve" |
*
* @param {People_Tile_Sign_UpsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_tile_sign_ups: ((inputs: People_Tile_Sign_UpsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Tile_Sign_UpsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "People" |
*
* @param {People_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_title: ((inputs?: People_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "catchd {newer} is available (this server runs {current}). On the server, {update} installs it after a backup; {rollback} goes back." |
*
* @param {People_Update_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_update_available: ((inputs: People_Update_AvailableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Update_AvailableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for you" |
*
* @param {People_Waiting_For_YouInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_waiting_for_you: ((inputs?: People_Waiting_For_YouInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Waiting_For_YouInputs, {
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
* | "If an account uses that address, a link to set a new password is on its way there. It works once, within an hour." |
*
* @param {Reset_Check_InboxInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_check_inbox: ((inputs?: Reset_Check_InboxInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Check_InboxInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "API keys and apps that can use your account without the password" |
*
* @param {Reset_Credentials_LegendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_credentials_legend: ((inputs?: Reset_Credentials_LegendInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Credentials_LegendInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Every session of your account is signed out. Sign in with the new password." |
*
* @param {Reset_Done_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_done_text: ((inputs?: Reset_Done_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Done_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your password is set" |
*
* @param {Reset_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_done_title: ((inputs?: Reset_Done_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Done_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "These still work without the password. Once signed in, revoke any you did not make on {keys} and {apps}." |
*
* @param {Reset_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_kept: ((inputs: Reset_KeptInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_KeptInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "the apps you authorised" |
*
* @param {Reset_Kept_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_kept_apps: ((inputs?: Reset_Kept_AppsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Kept_AppsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "your API keys" |
*
* @param {Reset_Kept_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_kept_keys: ((inputs?: Reset_Kept_KeysInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Kept_KeysInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "App" |
*
* @param {Reset_Kind_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_kind_app: ((inputs?: Reset_Kind_AppInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Kind_AppInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "API key" |
*
* @param {Reset_Kind_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_kind_key: ((inputs?: Reset_Kind_KeyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Kind_KeyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Give the address of your account: we mail you a link to set a new password." |
*
* @param {Reset_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_lead: ((inputs?: Reset_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "made {made}, last used {used}" |
*
* @param {Reset_Made_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_made_last_used: ((inputs: Reset_Made_Last_UsedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Made_Last_UsedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "made {made}, never used" |
*
* @param {Reset_Made_Never_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_made_never_used: ((inputs: Reset_Made_Never_UsedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Made_Never_UsedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone asked to set a new password for this address's account at catchd at {url}. If it was you, open this link within an hour. It works once: {link} If it ..." |
*
* @param {Reset_Mail_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_mail_body: ((inputs: Reset_Mail_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Mail_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Mail me a link" |
*
* @param {Reset_Mail_MeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_mail_me: ((inputs?: Reset_Mail_MeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Mail_MeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Set a new catchd password" |
*
* @param {Reset_Mail_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_mail_subject: ((inputs?: Reset_Mail_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Mail_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Setting it signs you out everywhere." |
*
* @param {Reset_New_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_new_lead: ((inputs?: Reset_New_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_New_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Set a new password" |
*
* @param {Reset_New_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_new_title: ((inputs?: Reset_New_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_New_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This club does not send mail, so passwords cannot be reset by mail here. Ask an administrator to set a new one." |
*
* @param {Reset_No_MailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_no_mail: ((inputs?: Reset_No_MailInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_No_MailInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Revoke all of them too (choose this if you did not make them all)" |
*
* @param {Reset_Revoke_TooInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_revoke_too: ((inputs?: Reset_Revoke_TooInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Revoke_TooInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Every API key and app access of your account is revoked." |
*
* @param {Reset_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_revoked: ((inputs?: Reset_RevokedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_RevokedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Set password" |
*
* @param {Reset_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_set_password: ((inputs?: Reset_Set_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Set_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "See your profile and manage your API keys" |
*
* @param {Scope_Account_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_account_read: ((inputs?: Scope_Account_ReadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Account_ReadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Change your account: profile, password, sessions; export your data or delete the account" |
*
* @param {Scope_Account_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_account_write: ((inputs?: Scope_Account_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Account_WriteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "See catches, their verifications and catch events" |
*
* @param {Scope_Catches_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_catches_read: ((inputs?: Scope_Catches_ReadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Catches_ReadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Log, edit and delete your catches" |
*
* @param {Scope_Catches_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_catches_write: ((inputs?: Scope_Catches_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Catches_WriteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Change the club’s settings: name, time zone, units, language, seasons, joining (admins)" |
*
* @param {Scope_Club_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_club_write: ((inputs?: Scope_Club_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Club_WriteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Create and run competitions (admins) and record weigh-ins (weighmasters)" |
*
* @param {Scope_Competitions_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_competitions_write: ((inputs?: Scope_Competitions_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Competitions_WriteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "See leaderboards" |
*
* @param {Scope_Leaderboards_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_leaderboards_read: ((inputs?: Scope_Leaderboards_ReadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Leaderboards_ReadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "See species, their photos and records" |
*
* @param {Scope_Species_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_species_read: ((inputs?: Scope_Species_ReadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Species_ReadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Add and edit species and upload species photos (admins)" |
*
* @param {Scope_Species_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_species_write: ((inputs?: Scope_Species_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Species_WriteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Verify other divers’ catches (verifiers and admins)" |
*
* @param {Scope_Verifications_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_verifications_write: ((inputs?: Scope_Verifications_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Verifications_WriteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "See your webhook endpoints and deliveries" |
*
* @param {Scope_Webhooks_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_webhooks_read: ((inputs?: Scope_Webhooks_ReadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Webhooks_ReadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Create and manage your webhook endpoints" |
*
* @param {Scope_Webhooks_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_webhooks_write: ((inputs?: Scope_Webhooks_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Webhooks_WriteInputs, {
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
* | output |
* | --- |
* | "Add photo" |
*
* @param {Species_Add_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_add_photo: ((inputs?: Species_Add_PhotoInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Add_PhotoInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Apply these changes" |
*
* @param {Species_Apply_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_apply_changes: ((inputs?: Species_Apply_ChangesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Apply_ChangesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Author" |
*
* @param {Species_AuthorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_author: ((inputs?: Species_AuthorInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_AuthorInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Best catch of each species" |
*
* @param {Species_Best_Of_EachInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_best_of_each: ((inputs?: Species_Best_Of_EachInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Best_Of_EachInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "by {diver}" |
*
* @param {Species_By_DiverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_by_diver: ((inputs: Species_By_DiverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_By_DiverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Species catalogue" |
*
* @param {Species_CatalogueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_catalogue: ((inputs?: Species_CatalogueInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_CatalogueInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch" |
* | * | "{count} catches" |
*
* @param {Species_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_catches: ((inputs: Species_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{species} caught by {diver}" |
*
* @param {Species_Caught_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_caught_by: ((inputs: Species_Caught_ByInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Caught_ByInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "add" |
*
* @param {Species_Change_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_change_add: ((inputs?: Species_Change_AddInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Change_AddInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "update" |
*
* @param {Species_Change_UpdateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_change_update: ((inputs?: Species_Change_UpdateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Change_UpdateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Changes" |
*
* @param {Species_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_changes: ((inputs?: Species_ChangesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_ChangesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Species_Col_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_col_change: ((inputs?: Species_Col_ChangeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Col_ChangeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Scientific name" |
*
* @param {Species_Col_ScientificInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_col_scientific: ((inputs?: Species_Col_ScientificInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Col_ScientificInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} species" |
* | * | "{count} species" |
*
* @param {Species_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_count: ((inputs: Species_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "CSV file (with the columns of the species table catchd ships)" |
*
* @param {Species_Csv_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_csv_file: ((inputs?: Species_Csv_FileInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Csv_FileInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Deepest (bronze or better)" |
*
* @param {Species_Deepest_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_deepest_bronze: ((inputs?: Species_Deepest_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Deepest_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Edit {species}" |
*
* @param {Species_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_edit_title: ((inputs: Species_Edit_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Edit_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "English name" |
*
* @param {Species_English_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_english_name: ((inputs?: Species_English_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_English_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Find a species" |
*
* @param {Species_FindInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_find: ((inputs?: Species_FindInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_FindInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Find a species by any name" |
*
* @param {Species_Find_By_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_find_by_name: ((inputs?: Species_Find_By_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Find_By_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} species, heaviest first." |
* | * | "{count} species, heaviest first." |
*
* @param {Species_Heaviest_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_heaviest_first: ((inputs: Species_Heaviest_FirstInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Heaviest_FirstInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Import a CSV file" |
*
* @param {Species_Import_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_import_csv: ((inputs?: Species_Import_CsvInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_CsvInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Import species from a CSV file" |
*
* @param {Species_Import_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_import_heading: ((inputs?: Species_Import_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{add} to add, {update} to update, {unchanged} unchanged, {rejected}." |
*
* @param {Species_Import_PreviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_import_preview: ((inputs: Species_Import_PreviewInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_PreviewInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Import species" |
*
* @param {Species_Import_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_import_title: ((inputs?: Species_Import_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Imported: {added} added, {updated} updated, {unchanged} unchanged." |
*
* @param {Species_ImportedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_imported: ((inputs: Species_ImportedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_ImportedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Latest verified catches" |
*
* @param {Species_Latest_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_latest_verified: ((inputs?: Species_Latest_VerifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Latest_VerifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Licence" |
*
* @param {Species_LicenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_licence: ((inputs?: Species_LicenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_LicenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch logged" |
* | * | "{count} catches logged" |
*
* @param {Species_LoggedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_logged: ((inputs: Species_LoggedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_LoggedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Names" |
*
* @param {Species_NamesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_names: ((inputs?: Species_NamesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_NamesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Names you change are credited to this club (source “local”)." |
*
* @param {Species_Names_CreditedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_names_credited: ((inputs?: Species_Names_CreditedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Names_CreditedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Names above: {licence}" |
*
* @param {Species_Names_LicenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_names_licence: ((inputs: Species_Names_LicenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Names_LicenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No catches yet." |
*
* @param {Species_No_Catches_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_no_catches_yet: ((inputs?: Species_No_Catches_YetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_No_Catches_YetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "no licence given" |
*
* @param {Species_No_LicenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_no_licence: ((inputs?: Species_No_LicenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_No_LicenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No published record." |
*
* @param {Species_No_Published_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_no_published_record: ((inputs?: Species_No_Published_RecordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_No_Published_RecordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Species_None_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_none_yet: ((inputs?: Species_None_YetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_None_YetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "None yet." |
*
* @param {Species_None_Yet_SentenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_none_yet_sentence: ((inputs?: Species_None_Yet_SentenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_None_Yet_SentenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Other names, one per line as “lang: name”" |
*
* @param {Species_Other_NamesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_other_names: ((inputs?: Species_Other_NamesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Other_NamesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Photo" |
*
* @param {Species_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_photo: ((inputs?: Species_PhotoInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_PhotoInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Preview the changes" |
*
* @param {Species_Preview_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_preview_changes: ((inputs?: Species_Preview_ChangesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Preview_ChangesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{measure} by {link}" |
*
* @param {Species_Record_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_record_by: ((inputs: Species_Record_ByInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Record_ByInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Records here" |
*
* @param {Species_Records_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_records_here: ((inputs?: Species_Records_HereInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Records_HereInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Reference records" |
*
* @param {Species_Reference_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_reference_records: ((inputs?: Species_Reference_RecordsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Reference_RecordsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Rejected lines" |
*
* @param {Species_Rejected_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_rejected_label: ((inputs?: Species_Rejected_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Rejected_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Line {line}: {reason}" |
*
* @param {Species_Rejected_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_rejected_line: ((inputs: Species_Rejected_LineInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Rejected_LineInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} rejected line" |
* | * | "{count} rejected lines" |
*
* @param {Species_Rejected_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_rejected_lines: ((inputs: Species_Rejected_LinesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Rejected_LinesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Save names" |
*
* @param {Species_Save_NamesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_save_names: ((inputs?: Species_Save_NamesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Save_NamesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Species_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_search: ((inputs?: Species_SearchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_SearchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Season in charts" |
*
* @param {Species_Season_In_ChartsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_season_in_charts: ((inputs?: Species_Season_In_ChartsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Season_In_ChartsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{tier} or better" |
*
* @param {Species_Tier_Or_BetterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_tier_or_better: ((inputs: Species_Tier_Or_BetterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Tier_Or_BetterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Species_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_title: ((inputs?: Species_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown author" |
*
* @param {Species_Unknown_AuthorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_unknown_author: ((inputs?: Species_Unknown_AuthorInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Unknown_AuthorInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A verified catch by {diver}" |
*
* @param {Species_Verified_Catch_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_verified_catch_by: ((inputs: Species_Verified_Catch_ByInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Verified_Catch_ByInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Weights in a chart" |
*
* @param {Species_Weights_ChartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_weights_chart: ((inputs?: Species_Weights_ChartInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Weights_ChartInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Active divers by month" |
*
* @param {Stats_Active_Divers_By_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_active_divers_by_month: ((inputs?: Stats_Active_Divers_By_MonthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Active_Divers_By_MonthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The club’s charts are for its admins while the boards are not public." |
*
* @param {Stats_Admins_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_admins_only: ((inputs?: Stats_Admins_OnlyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Admins_OnlyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Each dot beat every earlier catch of its species; the line is the heaviest so far. Latest: {species}, {weight}." |
*
* @param {Stats_Bests_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_bests_summary: ((inputs: Stats_Bests_SummaryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Bests_SummaryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Personal bests over time ({unit})" |
*
* @param {Stats_Bests_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_bests_title: ((inputs: Stats_Bests_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Bests_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Catches by month" |
*
* @param {Stats_Catches_By_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_catches_by_month: ((inputs?: Stats_Catches_By_MonthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Catches_By_MonthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch" |
* | * | "{count} catches" |
*
* @param {Stats_Catches_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_catches_count: ((inputs: Stats_Catches_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Catches_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "club" |
*
* @param {Stats_Club_MarkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_club_mark: ((inputs?: Stats_Club_MarkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_MarkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The club’s season" |
*
* @param {Stats_Club_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_club_season: ((inputs?: Stats_Club_SeasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_SeasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The club’s {year} season" |
*
* @param {Stats_Club_Season_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_club_season_title: ((inputs: Stats_Club_Season_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_Season_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{catches} by {divers} in {year}." |
*
* @param {Stats_Club_TotalsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_club_totals: ((inputs: Stats_Club_TotalsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_TotalsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Active divers" |
*
* @param {Stats_Col_Active_DiversInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_active_divers: ((inputs?: Stats_Col_Active_DiversInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_Active_DiversInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Catches" |
*
* @param {Stats_Col_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_catches: ((inputs?: Stats_Col_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Club record" |
*
* @param {Stats_Col_Club_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_club_record: ((inputs?: Stats_Col_Club_RecordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_Club_RecordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Stats_Col_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_date: ((inputs?: Stats_Col_DateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_DateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Month" |
*
* @param {Stats_Col_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_month: ((inputs?: Stats_Col_MonthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_MonthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Species" |
*
* @param {Stats_Col_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_species: ((inputs?: Stats_Col_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Stats_Col_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_weight: ((inputs?: Stats_Col_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Yours" |
*
* @param {Stats_Col_YoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_yours: ((inputs?: Stats_Col_YoursInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_YoursInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Deepest against the club’s record" |
*
* @param {Stats_Deepest_Against_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_deepest_against_club: ((inputs?: Stats_Deepest_Against_ClubInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Deepest_Against_ClubInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{diver}’s season" |
*
* @param {Stats_Diver_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_diver_season: ((inputs: Stats_Diver_SeasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Diver_SeasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{diver}: {year} season" |
*
* @param {Stats_Diver_Season_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_diver_season_title: ((inputs: Stats_Diver_Season_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Diver_Season_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{catches}, {weight} in {year}." |
*
* @param {Stats_Diver_TotalsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_diver_totals: ((inputs: Stats_Diver_TotalsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Diver_TotalsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} diver" |
* | * | "{count} divers" |
*
* @param {Stats_Divers_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_divers_count: ((inputs: Stats_Divers_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Divers_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Heaviest against the club’s record" |
*
* @param {Stats_Heaviest_Against_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_heaviest_against_club: ((inputs?: Stats_Heaviest_Against_ClubInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Heaviest_Against_ClubInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{weight} in all." |
*
* @param {Stats_In_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_in_all: ((inputs: Stats_In_AllInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_In_AllInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{species}; {name} most often ({count} of {total})." |
*
* @param {Stats_Mix_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_mix_summary: ((inputs: Stats_Mix_SummaryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Mix_SummaryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Most catches in {month}: {count}." |
*
* @param {Stats_Most_Catches_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_most_catches_in: ((inputs: Stats_Most_Catches_InInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Most_Catches_InInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Most active divers in {month}: {count}." |
*
* @param {Stats_Most_Divers_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_most_divers_in: ((inputs: Stats_Most_Divers_InInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Most_Divers_InInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No catches yet." |
*
* @param {Stats_No_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_no_catches: ((inputs?: Stats_No_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_No_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No catches logged in these months." |
*
* @param {Stats_No_Catches_MonthsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_no_catches_months: ((inputs?: Stats_No_Catches_MonthsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_No_Catches_MonthsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "bronze record" |
*
* @param {Stats_Record_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_record_bronze: ((inputs?: Stats_Record_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "gold record" |
*
* @param {Stats_Record_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_record_gold: ((inputs?: Stats_Record_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Club record held in {held} of {shown}; the marks are the club’s records." |
*
* @param {Stats_Record_HeldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_record_held: ((inputs: Stats_Record_HeldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_HeldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "silver record" |
*
* @param {Stats_Record_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_record_silver: ((inputs?: Stats_Record_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Season {year}" |
*
* @param {Stats_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_season: ((inputs: Stats_SeasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_SeasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Seasons" |
*
* @param {Stats_SeasonsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_seasons: ((inputs?: Stats_SeasonsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_SeasonsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Species mix" |
*
* @param {Stats_Species_MixInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_species_mix: ((inputs?: Stats_Species_MixInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Species_MixInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The species" |
*
* @param {Stats_The_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_the_species: ((inputs?: Stats_The_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_The_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Stats" |
*
* @param {Stats_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_title: ((inputs?: Stats_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Weight landed by month ({unit})" |
*
* @param {Stats_Weight_By_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_weight_by_month: ((inputs: Stats_Weight_By_MonthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weight_By_MonthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Weights of a species" |
*
* @param {Stats_Weights_Of_A_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_weights_of_a_species: ((inputs?: Stats_Weights_Of_A_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_Of_A_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "How many catches weighed how much; the lines mark the records." |
*
* @param {Stats_Weights_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_weights_summary: ((inputs?: Stats_Weights_SummaryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_SummaryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "How many catches weighed how much; the lines mark the records (none yet)." |
*
* @param {Stats_Weights_Summary_No_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_weights_summary_no_records: ((inputs?: Stats_Weights_Summary_No_RecordsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_Summary_No_RecordsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Weights of {species} ({unit})" |
*
* @param {Stats_Weights_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_weights_title: ((inputs: Stats_Weights_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "world record" |
*
* @param {Stats_World_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_world_record: ((inputs?: Stats_World_RecordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_World_RecordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your season" |
*
* @param {Stats_Your_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_your_season: ((inputs?: Stats_Your_SeasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Your_SeasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to your account" |
*
* @param {Totp_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_back: ((inputs?: Totp_BackInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_BackInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Code from your app" |
*
* @param {Totp_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_code_label: ((inputs?: Totp_Code_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Code_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Code from your authenticator app, or a recovery code" |
*
* @param {Totp_Code_Or_RecoveryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_code_or_recovery: ((inputs?: Totp_Code_Or_RecoveryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Code_Or_RecoveryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Recovery codes left: {count}" |
* | * | "Recovery codes left: {count}" |
*
* @param {Totp_Codes_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_codes_left: ((inputs: Totp_Codes_LeftInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Codes_LeftInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "They are shown only now." |
*
* @param {Totp_Codes_OnceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_codes_once: ((inputs?: Totp_Codes_OnceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Codes_OnceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your authenticator app is set up. Keep these codes somewhere safe: each signs you in once if you lose the app." |
*
* @param {Totp_Codes_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_codes_text: ((inputs?: Totp_Codes_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Codes_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your recovery codes" |
*
* @param {Totp_Codes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_codes_title: ((inputs?: Totp_Codes_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Codes_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the code from your app" |
*
* @param {Totp_Enter_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_enter_code: ((inputs?: Totp_Enter_CodeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Enter_CodeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "App or passkey" |
*
* @param {Totp_HasInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_has: ((inputs?: Totp_HasInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_HasInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Authenticator app" |
*
* @param {Totp_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_heading: ((inputs?: Totp_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Key: {key}" |
*
* @param {Totp_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_key: ((inputs: Totp_KeyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_KeyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Totp_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_none: ((inputs?: Totp_NoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_NoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Ask for a code from an app on your phone as well as your password when you sign in." |
*
* @param {Totp_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_off: ((inputs?: Totp_OffInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_OffInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in with your password or another account (GitHub, Google, single sign-on) also asks for a code from your app." |
*
* @param {Totp_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_on: ((inputs?: Totp_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Or your password" |
*
* @param {Totp_Or_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_or_password: ((inputs?: Totp_Or_PasswordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Or_PasswordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Your password is right. To finish signing in, use the passkey you added to your account." |
*
* @param {Totp_Password_RightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_password_right: ((inputs?: Totp_Password_RightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Password_RightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "QR code of the key, for your authenticator app" |
*
* @param {Totp_Qr_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_qr_label: ((inputs?: Totp_Qr_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Qr_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the authenticator app" |
*
* @param {Totp_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_remove: ((inputs?: Totp_RemoveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_RemoveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "A current code from your app, or a recovery code" |
*
* @param {Totp_Remove_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_remove_code: ((inputs?: Totp_Remove_CodeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Remove_CodeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Reset" |
*
* @param {Totp_ResetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_reset: ((inputs?: Totp_ResetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_ResetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Reset the second factor of {name}" |
*
* @param {Totp_Reset_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_reset_label: ((inputs: Totp_Reset_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Reset_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Scan this code with your authenticator app, or type the key into it; then enter the code it shows." |
*
* @param {Totp_ScanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_scan: ((inputs?: Totp_ScanInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_ScanInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Set up an authenticator app" |
*
* @param {Totp_Set_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_set_up: ((inputs?: Totp_Set_UpInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Set_UpInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Start setting up your authenticator app first." |
*
* @param {Totp_Start_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_start_first: ((inputs?: Totp_Start_FirstInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Start_FirstInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Or open this address on the phone with the app: {uri}" |
*
* @param {Totp_UriInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_uri: ((inputs: Totp_UriInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_UriInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Use your passkey" |
*
* @param {Totp_Use_PasskeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_use_passkey: ((inputs?: Totp_Use_PasskeyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Use_PasskeyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "That code is not right. Enter the current code from your app." |
*
* @param {Totp_Wrong_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_wrong_code: ((inputs?: Totp_Wrong_CodeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Wrong_CodeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Ask for verification" |
*
* @param {Verify_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_ask: ((inputs?: Verify_AskInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_AskInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "asked {time}" |
*
* @param {Verify_AskedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_asked: ((inputs: Verify_AskedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_AskedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Diver’s message: “{note}”" |
*
* @param {Verify_Diver_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_diver_message: ((inputs: Verify_Diver_MessageInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Diver_MessageInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Evidence" |
*
* @param {Verify_EvidenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_evidence: ((inputs?: Verify_EvidenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_EvidenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Evidence and grading" |
*
* @param {Verify_Evidence_And_GradingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_evidence_and_grading: ((inputs?: Verify_Evidence_And_GradingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Evidence_And_GradingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Evidence note" |
*
* @param {Verify_Evidence_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_evidence_note: ((inputs?: Verify_Evidence_NoteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Evidence_NoteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "the scale’s date must be a real date, not in the future" |
*
* @param {Verify_Gap_Bad_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_bad_date: ((inputs?: Verify_Gap_Bad_DateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Bad_DateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "gold needs a freedive catch: record keepers do not accept scuba catches" |
*
* @param {Verify_Gap_FreediveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_freedive: ((inputs?: Verify_Gap_FreediveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_FreediveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "the witness must be neither the diver nor the verifier" |
*
* @param {Verify_Gap_Interested_WitnessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_interested_witness: ((inputs?: Verify_Gap_Interested_WitnessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Interested_WitnessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "silver needs a measurement (weight or length) or a witness" |
*
* @param {Verify_Gap_MeasurementInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_measurement: ((inputs?: Verify_Gap_MeasurementInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_MeasurementInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "a cited photo is not a photo of this catch" |
*
* @param {Verify_Gap_Not_This_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_not_this_catch: ((inputs?: Verify_Gap_Not_This_CatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Not_This_CatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{tier} needs a photo of the fish" |
*
* @param {Verify_Gap_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_photo: ((inputs: Verify_Gap_PhotoInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_PhotoInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "gold needs the date the scale was certified" |
*
* @param {Verify_Gap_Scale_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_scale_date: ((inputs?: Verify_Gap_Scale_DateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Scale_DateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "gold needs a photo of the weighing" |
*
* @param {Verify_Gap_Weigh_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_weigh_photo: ((inputs?: Verify_Gap_Weigh_PhotoInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Weigh_PhotoInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "gold needs a disinterested witness" |
*
* @param {Verify_Gap_WitnessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_witness: ((inputs?: Verify_Gap_WitnessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_WitnessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Grade" |
*
* @param {Verify_GradeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_grade: ((inputs?: Verify_GradeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_GradeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Grade {tier}" |
*
* @param {Verify_Grade_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_grade_as: ((inputs: Verify_Grade_AsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Grade_AsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Verify: {species}" |
*
* @param {Verify_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_heading: ((inputs: Verify_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "History" |
*
* @param {Verify_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_history: ((inputs?: Verify_HistoryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_HistoryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "What {tier} still lacks" |
*
* @param {Verify_LacksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_lacks: ((inputs: Verify_LacksInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_LacksInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Bronze needs a photo of the fish; silver also a measurement or a witness; gold a photo of the weighing, a certified scale, a witness who is neither you nor t..." |
*
* @param {Verify_LadderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_ladder: ((inputs?: Verify_LadderInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_LadderInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Length ({unit})" |
*
* @param {Verify_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_length: ((inputs: Verify_LengthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_LengthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Measurement" |
*
* @param {Verify_MeasurementInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_measurement: ((inputs?: Verify_MeasurementInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_MeasurementInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The evidence above meets the {tier} rule." |
*
* @param {Verify_MeetsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_meets: ((inputs: Verify_MeetsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_MeetsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Message to the verifier" |
*
* @param {Verify_Message_To_VerifierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_message_to_verifier: ((inputs?: Verify_Message_To_VerifierInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Message_To_VerifierInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Method" |
*
* @param {Verify_MethodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_method: ((inputs?: Verify_MethodInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_MethodInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Needs a photo of the fish." |
*
* @param {Verify_Needs_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_needs_bronze: ((inputs?: Verify_Needs_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Needs_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Needs a photo of the weighing, the date the scale was certified, a witness who is neither diver nor verifier, and a freedive catch." |
*
* @param {Verify_Needs_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_needs_gold: ((inputs?: Verify_Needs_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Needs_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Needs a photo, plus a measurement (weight or length) or a witness." |
*
* @param {Verify_Needs_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_needs_silver: ((inputs?: Verify_Needs_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Needs_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No photos." |
*
* @param {Verify_No_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_no_photos: ((inputs?: Verify_No_PhotosInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_No_PhotosInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This catch has no photos yet." |
*
* @param {Verify_No_Photos_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_no_photos_yet: ((inputs?: Verify_No_Photos_YetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_No_Photos_YetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Verify_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_none: ((inputs?: Verify_NoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_NoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "This is your own catch: another verifier must grade it." |
*
* @param {Verify_Own_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_own_catch: ((inputs?: Verify_Own_CatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Own_CatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{species}, photo {number}" |
*
* @param {Verify_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_photo_alt: ((inputs: Verify_Photo_AltInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photo_AltInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Photo {number}" |
*
* @param {Verify_Photo_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_photo_number: ((inputs: Verify_Photo_NumberInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photo_NumberInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Photo {number} (weighing)" |
*
* @param {Verify_Photo_WeighingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_photo_weighing: ((inputs: Verify_Photo_WeighingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photo_WeighingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Verify_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_photos: ((inputs?: Verify_PhotosInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_PhotosInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Photos at full size" |
*
* @param {Verify_Photos_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_photos_full: ((inputs?: Verify_Photos_FullInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photos_FullInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Photos of the fish" |
*
* @param {Verify_Photos_Of_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_photos_of_fish: ((inputs?: Verify_Photos_Of_FishInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photos_Of_FishInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Verification queue" |
*
* @param {Verify_Queue_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_queue_title: ((inputs?: Verify_Queue_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Queue_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Reason for refusing" |
*
* @param {Verify_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_reason: ((inputs?: Verify_ReasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_ReasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Refuse (stays or goes back to unverified)" |
*
* @param {Verify_RefuseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_refuse: ((inputs?: Verify_RefuseInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_RefuseInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} request, oldest first." |
* | * | "{count} requests, oldest first." |
*
* @param {Verify_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_requests: ((inputs: Verify_RequestsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_RequestsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Scale certified on" |
*
* @param {Verify_Scale_CertifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_scale_certified: ((inputs?: Verify_Scale_CertifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Scale_CertifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Verify {species}" |
*
* @param {Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_title: ((inputs: Verify_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for review" |
*
* @param {Verify_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_waiting: ((inputs?: Verify_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Photo of the weighing" |
*
* @param {Verify_Weigh_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_weigh_photo: ((inputs?: Verify_Weigh_PhotoInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Weigh_PhotoInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Weight ({unit})" |
*
* @param {Verify_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_weight: ((inputs: Verify_WeightInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_WeightInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Witness" |
*
* @param {Verify_WitnessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_witness: ((inputs?: Verify_WitnessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_WitnessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Email or phone" |
*
* @param {Verify_Witness_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_witness_contact: ((inputs?: Verify_Witness_ContactInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Witness_ContactInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Verify_Witness_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_witness_name: ((inputs?: Verify_Witness_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Witness_NameInputs, {
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
/**
* | output |
* | --- |
* | "Add endpoint" |
*
* @param {Webhook_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_add: ((inputs?: Webhook_AddInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_AddInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Add an endpoint" |
*
* @param {Webhook_Add_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_add_heading: ((inputs?: Webhook_Add_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Add_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Added {url}." |
*
* @param {Webhook_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_added: ((inputs: Webhook_AddedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_AddedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "HTTP {code} in {ms} ms" |
*
* @param {Webhook_Attempt_HttpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_attempt_http: ((inputs: Webhook_Attempt_HttpInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Attempt_HttpInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "no answer ({error}) in {ms} ms" |
*
* @param {Webhook_Attempt_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_attempt_no_answer: ((inputs: Webhook_Attempt_No_AnswerInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Attempt_No_AnswerInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Attempts" |
*
* @param {Webhook_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_attempts: ((inputs?: Webhook_AttemptsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_AttemptsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Webhook_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_cancel: ((inputs?: Webhook_CancelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_CancelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete endpoint" |
*
* @param {Webhook_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delete: ((inputs?: Webhook_DeleteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_DeleteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete endpoint…" |
*
* @param {Webhook_Delete_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delete_ask: ((inputs?: Webhook_Delete_AskInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delete_AskInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Delete this endpoint?" |
*
* @param {Webhook_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delete_title: ((inputs?: Webhook_Delete_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delete_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "{url} will get no more deliveries, and its delivery log goes with it. Events stay in the event browser." |
*
* @param {Webhook_Delete_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delete_what: ((inputs: Webhook_Delete_WhatInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delete_WhatInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Deliveries" |
*
* @param {Webhook_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_deliveries: ((inputs?: Webhook_DeliveriesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_DeliveriesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "failed" |
*
* @param {Webhook_Delivery_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delivery_failed: ((inputs?: Webhook_Delivery_FailedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delivery_FailedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "pending" |
*
* @param {Webhook_Delivery_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delivery_pending: ((inputs?: Webhook_Delivery_PendingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delivery_PendingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "succeeded" |
*
* @param {Webhook_Delivery_SucceededInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delivery_succeeded: ((inputs?: Webhook_Delivery_SucceededInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delivery_SucceededInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Description (optional)" |
*
* @param {Webhook_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_description: ((inputs?: Webhook_DescriptionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_DescriptionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Disable" |
*
* @param {Webhook_DisableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_disable: ((inputs?: Webhook_DisableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_DisableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "disabled: {reason}" |
*
* @param {Webhook_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_disabled: ((inputs: Webhook_DisabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_DisabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Enable" |
*
* @param {Webhook_EnableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_enable: ((inputs?: Webhook_EnableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_EnableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "enabled" |
*
* @param {Webhook_EnabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_enabled: ((inputs?: Webhook_EnabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_EnabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Webhook {url}" |
*
* @param {Webhook_Endpoint_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_endpoint_title: ((inputs: Webhook_Endpoint_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Endpoint_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "error" |
*
* @param {Webhook_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_error: ((inputs?: Webhook_ErrorInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_ErrorInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Event" |
*
* @param {Webhook_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_event: ((inputs?: Webhook_EventInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_EventInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "* (every event)" |
*
* @param {Webhook_Every_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_every_event: ((inputs?: Webhook_Every_EventInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Every_EventInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Failing since" |
*
* @param {Webhook_Failing_SinceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_failing_since: ((inputs?: Webhook_Failing_SinceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Failing_SinceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The endpoint’s new signing secret (the old one keeps signing for 24 hours)." |
*
* @param {Webhook_New_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_new_secret: ((inputs?: Webhook_New_SecretInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_New_SecretInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Next retry" |
*
* @param {Webhook_Next_RetryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_next_retry: ((inputs?: Webhook_Next_RetryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Next_RetryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Webhook_No_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_no_attempts: ((inputs?: Webhook_No_AttemptsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_No_AttemptsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No deliveries yet." |
*
* @param {Webhook_No_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_no_deliveries: ((inputs?: Webhook_No_DeliveriesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_No_DeliveriesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "No endpoints yet." |
*
* @param {Webhook_No_EndpointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_no_endpoints: ((inputs?: Webhook_No_EndpointsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_No_EndpointsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Webhook_RefreshInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_refresh: ((inputs?: Webhook_RefreshInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_RefreshInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Resend" |
*
* @param {Webhook_ResendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_resend: ((inputs?: Webhook_ResendInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_ResendInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Resend {type} {id}" |
*
* @param {Webhook_Resend_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_resend_label: ((inputs: Webhook_Resend_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Resend_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Rotate secret" |
*
* @param {Webhook_RotateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_rotate: ((inputs?: Webhook_RotateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_RotateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "The endpoint’s signing secret." |
*
* @param {Webhook_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_secret: ((inputs?: Webhook_SecretInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_SecretInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Send a test event" |
*
* @param {Webhook_Send_TestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_send_test: ((inputs?: Webhook_Send_TestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Send_TestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "State" |
*
* @param {Webhook_StateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_state: ((inputs?: Webhook_StateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_StateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Webhook_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_status: ((inputs?: Webhook_StatusInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_StatusInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "Webhooks" |
*
* @param {Webhook_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_title: ((inputs?: Webhook_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
/**
* | output |
* | --- |
* | "URL" |
*
* @param {Webhook_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_url: ((inputs?: Webhook_UrlInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_UrlInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
