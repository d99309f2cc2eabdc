/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Account_ActivityInputs */
/** @typedef {{}} Account_Change_PasswordInputs */
/** @typedef {{}} Account_Col_AddressInputs */
/** @typedef {{}} Account_Col_DeviceInputs */
/** @typedef {{}} Account_Col_FromInputs */
/** @typedef {{}} Account_Col_Last_SeenInputs */
/** @typedef {{}} Account_Col_WhatInputs */
/** @typedef {{}} Account_Col_WhenInputs */
/** @typedef {{}} Account_ConfirmInputs */
/** @typedef {{}} Account_Confirm_Code_LabelInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Account_Confirm_LeadInputs */
/** @typedef {{}} Account_Confirm_ProviderInputs */
/** @typedef {{}} Account_Confirm_TitleInputs */
/** @typedef {{}} Account_Confirm_With_CodeInputs */
/** @typedef {{}} Account_Current_PasswordInputs */
/** @typedef {{}} Account_Developer_LinkInputs */
/** @typedef {{ system: NonNullable<unknown> }} Account_Device_Browser_OnInputs */
/** @typedef {{ browser: NonNullable<unknown>, system: NonNullable<unknown> }} Account_Device_OnInputs */
/** @typedef {{}} Account_Device_UnknownInputs */
/** @typedef {{}} Account_Diver_PageInputs */
/** @typedef {{}} Account_Event_Display_Name_ChangedInputs */
/** @typedef {{}} Account_Event_Email_Change_RequestedInputs */
/** @typedef {{}} Account_Event_Email_ChangedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Event_EndedInputs */
/** @typedef {{}} Account_Event_Passkey_AddedInputs */
/** @typedef {{}} Account_Event_Passkey_RemovedInputs */
/** @typedef {{}} Account_Event_Password_ChangedInputs */
/** @typedef {{}} Account_Event_Password_ResetInputs */
/** @typedef {{}} Account_Event_Recovery_Code_UsedInputs */
/** @typedef {{}} Account_Event_Role_ChangedInputs */
/** @typedef {{}} Account_Event_Second_Factor_AddedInputs */
/** @typedef {{}} Account_Event_Second_Factor_RemovedInputs */
/** @typedef {{}} Account_Event_Session_EndedInputs */
/** @typedef {{}} Account_Event_Sessions_EndedInputs */
/** @typedef {{}} Account_Event_Sign_InInputs */
/** @typedef {{}} Account_Event_Sign_In_FailedInputs */
/** @typedef {{ method: NonNullable<unknown> }} Account_Event_WithInputs */
/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Account_Mail_New_Address_BodyInputs */
/** @typedef {{}} Account_Mail_New_Address_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Account_Mail_Old_Address_BodyInputs */
/** @typedef {{}} Account_Mail_Old_Address_SubjectInputs */
/** @typedef {{}} Account_Name_LabelInputs */
/** @typedef {{ email: NonNullable<unknown> }} Account_New_Address_TextInputs */
/** @typedef {{}} Account_New_Address_TitleInputs */
/** @typedef {{}} Account_New_PasswordInputs */
/** @typedef {{}} Account_Not_Linkable_ClosedInputs */
/** @typedef {{}} Account_Not_Linkable_DeclinedInputs */
/** @typedef {{}} Account_Not_Linkable_DisabledInputs */
/** @typedef {{}} Account_Not_Linkable_InviteInputs */
/** @typedef {{}} Account_Not_Linkable_UnconfirmedInputs */
/** @typedef {{}} Account_Not_Linkable_UnverifiedInputs */
/** @typedef {{}} Account_Notifications_LinkInputs */
/** @typedef {{}} Account_Password_LeadInputs */
/** @typedef {{ pending: NonNullable<unknown>, email: NonNullable<unknown> }} Account_Pending_EmailInputs */
/** @typedef {{ shown: NonNullable<unknown> }} Account_Pref_As_ClubInputs */
/** @typedef {{}} Account_Pref_HeadingInputs */
/** @typedef {{}} Account_Pref_NoteInputs */
/** @typedef {{}} Account_Pref_Time_ZoneInputs */
/** @typedef {{}} Account_Pref_UnitsInputs */
/** @typedef {{}} Account_Profile_HeadingInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Account_Provider_CancelledInputs */
/** @typedef {{}} Account_Provider_Cancelled_TitleInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Account_Provider_FailedInputs */
/** @typedef {{}} Account_Provider_Failed_TitleInputs */
/** @typedef {{}} Account_Provider_Refused_TitleInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Account_Provider_UnavailableInputs */
/** @typedef {{}} Account_Provider_Unavailable_TitleInputs */
/** @typedef {{}} Account_Provider_WaitingInputs */
/** @typedef {{ role: NonNullable<unknown> }} Account_RoleInputs */
/** @typedef {{}} Account_SaveInputs */
/** @typedef {{ device: NonNullable<unknown>, time: NonNullable<unknown> }} Account_Session_Sign_OutInputs */
/** @typedef {{}} Account_SessionsInputs */
/** @typedef {{}} Account_Sign_Out_OthersInputs */
/** @typedef {{}} Account_This_SessionInputs */
/** @typedef {{}} Account_TitleInputs */
/** @typedef {{}} Account_Units_ImperialInputs */
/** @typedef {{}} Account_Units_MetricInputs */
/** @typedef {{}} Account_Wrong_PasswordInputs */
/** @typedef {{}} Account_Your_PasswordInputs */
/** @typedef {{}} Board_AnyInputs */
/** @typedef {{ link: NonNullable<unknown> }} Board_Ask_EachInputs */
/** @typedef {{}} Board_BoardInputs */
/** @typedef {{}} Board_Boards_LabelInputs */
/** @typedef {{}} Board_Caption_Catch_CountInputs */
/** @typedef {{}} Board_Caption_DeepestInputs */
/** @typedef {{}} Board_Caption_HeaviestInputs */
/** @typedef {{}} Board_Caption_Total_WeightInputs */
/** @typedef {{}} Board_Catch_CountInputs */
/** @typedef {{}} Board_ChooseInputs */
/** @typedef {{}} Board_Col_CatchInputs */
/** @typedef {{}} Board_Col_CatchesInputs */
/** @typedef {{}} Board_Col_DepthInputs */
/** @typedef {{}} Board_Col_DiverInputs */
/** @typedef {{}} Board_Col_RankInputs */
/** @typedef {{}} Board_Col_WeightInputs */
/** @typedef {{}} Board_DeepestInputs */
/** @typedef {{}} Board_Dive_FreediveInputs */
/** @typedef {{}} Board_Dive_ScubaInputs */
/** @typedef {{}} Board_Dive_TypeInputs */
/** @typedef {{}} Board_EmbeddableInputs */
/** @typedef {{}} Board_Empty_BronzeInputs */
/** @typedef {{}} Board_Empty_GoldInputs */
/** @typedef {{}} Board_Empty_SilverInputs */
/** @typedef {{}} Board_Empty_TitleInputs */
/** @typedef {{}} Board_Every_CatchInputs */
/** @typedef {{}} Board_Filters_LabelInputs */
/** @typedef {{ link: NonNullable<unknown> }} Board_For_WebsiteInputs */
/** @typedef {{}} Board_GearInputs */
/** @typedef {{}} Board_Gear_OtherInputs */
/** @typedef {{}} Board_Gear_PolespearInputs */
/** @typedef {{}} Board_Gear_SlingInputs */
/** @typedef {{}} Board_Gear_SpeargunInputs */
/** @typedef {{}} Board_HeadingInputs */
/** @typedef {{}} Board_HeaviestInputs */
/** @typedef {{}} Board_Medal_BronzeInputs */
/** @typedef {{}} Board_Medal_GoldInputs */
/** @typedef {{}} Board_Medal_SilverInputs */
/** @typedef {{}} Board_No_CatchesInputs */
/** @typedef {{ board: NonNullable<unknown> }} Board_Page_TitleInputs */
/** @typedef {{ species: NonNullable<unknown>, diver: NonNullable<unknown> }} Board_Photo_AltInputs */
/** @typedef {{}} Board_PodiumInputs */
/** @typedef {{}} Board_SeasonInputs */
/** @typedef {{}} Board_ShowInputs */
/** @typedef {{}} Board_SpeciesInputs */
/** @typedef {{}} Board_Table_LabelInputs */
/** @typedef {{}} Board_Tier_BronzeInputs */
/** @typedef {{}} Board_Tier_GoldInputs */
/** @typedef {{}} Board_Tier_SilverInputs */
/** @typedef {{}} Board_Tier_UnverifiedInputs */
/** @typedef {{}} Board_Total_WeightInputs */
/** @typedef {{}} Board_Waiting_VerificationInputs */
/** @typedef {{}} Board_Which_CountInputs */
/** @typedef {{}} Board_Your_UnverifiedInputs */
/** @typedef {{}} Catch_Add_PhotosInputs */
/** @typedef {{}} Catch_AnyInputs */
/** @typedef {{}} Catch_Ask_VerificationInputs */
/** @typedef {{ link: NonNullable<unknown> }} Catch_ByInputs */
/** @typedef {{}} Catch_CaughtInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Catch_Caught_AfterInputs */
/** @typedef {{}} Catch_Caught_At_NowInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Catch_Caught_At_ZoneInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Catch_Caught_BeforeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catch_CountInputs */
/** @typedef {{}} Catch_Delete_ButtonInputs */
/** @typedef {{}} Catch_Delete_KeepInputs */
/** @typedef {{}} Catch_Delete_LinkInputs */
/** @typedef {{}} Catch_Delete_QuestionInputs */
/** @typedef {{}} Catch_Delete_TitleInputs */
/** @typedef {{}} Catch_Delete_WarningInputs */
/** @typedef {{}} Catch_DepthInputs */
/** @typedef {{}} Catch_DiveInputs */
/** @typedef {{}} Catch_Dive_FreediveInputs */
/** @typedef {{}} Catch_Dive_ScubaInputs */
/** @typedef {{}} Catch_Dive_TypeInputs */
/** @typedef {{}} Catch_EditInputs */
/** @typedef {{}} Catch_Edit_TitleInputs */
/** @typedef {{ species: NonNullable<unknown> }} Catch_Edit_Title_OfInputs */
/** @typedef {{}} Catch_Edit_WarningInputs */
/** @typedef {{}} Catch_Filter_LabelInputs */
/** @typedef {{}} Catch_Filter_Max_DepthInputs */
/** @typedef {{}} Catch_Filter_Max_WeightInputs */
/** @typedef {{}} Catch_Filter_Min_DepthInputs */
/** @typedef {{}} Catch_Filter_Min_WeightInputs */
/** @typedef {{}} Catch_Filter_OrderInputs */
/** @typedef {{}} Catch_Filter_SubmitInputs */
/** @typedef {{}} Catch_Filter_TitleInputs */
/** @typedef {{}} Catch_Filter_WordsInputs */
/** @typedef {{}} Catch_GearInputs */
/** @typedef {{}} Catch_Gear_Not_SaidInputs */
/** @typedef {{}} Catch_Gear_OtherInputs */
/** @typedef {{}} Catch_Gear_PolespearInputs */
/** @typedef {{}} Catch_Gear_SlingInputs */
/** @typedef {{}} Catch_Gear_SpeargunInputs */
/** @typedef {{}} Catch_LatitudeInputs */
/** @typedef {{}} Catch_LengthInputs */
/** @typedef {{}} Catch_Length_OptionalInputs */
/** @typedef {{}} Catch_List_Empty_ButtonInputs */
/** @typedef {{}} Catch_List_Empty_TextInputs */
/** @typedef {{}} Catch_List_Empty_TitleInputs */
/** @typedef {{}} Catch_List_No_MatchInputs */
/** @typedef {{}} Catch_List_TitleInputs */
/** @typedef {{ accuracy: NonNullable<unknown> }} Catch_LocatedInputs */
/** @typedef {{}} Catch_LocatingInputs */
/** @typedef {{}} Catch_Location_OptionalInputs */
/** @typedef {{}} Catch_LongitudeInputs */
/** @typedef {{}} Catch_New_TitleInputs */
/** @typedef {{}} Catch_No_PhotoInputs */
/** @typedef {{}} Catch_No_PhotosInputs */
/** @typedef {{}} Catch_Not_LocatedInputs */
/** @typedef {{}} Catch_Not_VerifiedInputs */
/** @typedef {{}} Catch_NotesInputs */
/** @typedef {{ species: NonNullable<unknown>, number: NonNullable<unknown> }} Catch_Photo_AltInputs */
/** @typedef {{}} Catch_PhotosInputs */
/** @typedef {{}} Catch_Place_NameInputs */
/** @typedef {{}} Catch_Place_Not_GivenInputs */
/** @typedef {{}} Catch_RoundedInputs */
/** @typedef {{}} Catch_SaveInputs */
/** @typedef {{}} Catch_Save_ChangesInputs */
/** @typedef {{}} Catch_Sort_DeepestInputs */
/** @typedef {{}} Catch_Sort_HeaviestInputs */
/** @typedef {{}} Catch_Sort_Newest_CaughtInputs */
/** @typedef {{}} Catch_Sort_Newest_LoggedInputs */
/** @typedef {{}} Catch_Sort_Oldest_CaughtInputs */
/** @typedef {{}} Catch_SpeciesInputs */
/** @typedef {{}} Catch_Species_HintInputs */
/** @typedef {{}} Catch_TierInputs */
/** @typedef {{}} Catch_Tier_BronzeInputs */
/** @typedef {{}} Catch_Tier_GoldInputs */
/** @typedef {{}} Catch_Tier_SilverInputs */
/** @typedef {{}} Catch_Tier_UnverifiedInputs */
/** @typedef {{}} Catch_Time_ZoneInputs */
/** @typedef {{}} Catch_UnitInputs */
/** @typedef {{}} Catch_UploadInputs */
/** @typedef {{}} Catch_Use_LocationInputs */
/** @typedef {{}} Catch_Verification_HistoryInputs */
/** @typedef {{ time: NonNullable<unknown>, verifier: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Catch_Verification_MovedInputs */
/** @typedef {{}} Catch_Verification_RequestedInputs */
/** @typedef {{}} Catch_WeightInputs */
/** @typedef {{}} Catch_WhereInputs */
/** @typedef {{ name: NonNullable<unknown>, value: NonNullable<unknown> }} Chart_MarkInputs */
/** @typedef {{}} Chart_Mark_DefaultInputs */
/** @typedef {{}} Chart_NumbersInputs */
/** @typedef {{}} Club_Label_Board_Min_TierInputs */
/** @typedef {{}} Club_Label_LanguageInputs */
/** @typedef {{}} Club_Label_NameInputs */
/** @typedef {{}} Club_Label_Season_StartInputs */
/** @typedef {{}} Club_Label_SignupInputs */
/** @typedef {{}} Club_Label_Time_ZoneInputs */
/** @typedef {{}} Club_Label_UnitsInputs */
/** @typedef {{}} Club_Own_ChoicesInputs */
/** @typedef {{ variable: NonNullable<unknown> }} Club_PinnedInputs */
/** @typedef {{}} Club_SaveInputs */
/** @typedef {{}} Club_Signup_ApprovalInputs */
/** @typedef {{}} Club_Signup_ClosedInputs */
/** @typedef {{}} Club_Signup_InviteInputs */
/** @typedef {{}} Club_Signup_OpenInputs */
/** @typedef {{}} Club_Tier_BronzeInputs */
/** @typedef {{}} Club_Tier_GoldInputs */
/** @typedef {{}} Club_Tier_SilverInputs */
/** @typedef {{}} Club_Tier_UnverifiedInputs */
/** @typedef {{}} Club_TitleInputs */
/** @typedef {{}} Club_Units_ImperialInputs */
/** @typedef {{}} Club_Units_MetricInputs */
/** @typedef {{}} Competition_AcceptInputs */
/** @typedef {{}} Competition_Add_DiversInputs */
/** @typedef {{}} Competition_Add_EntryInputs */
/** @typedef {{}} Competition_Add_Entry_HeadingInputs */
/** @typedef {{}} Competition_All_EntriesInputs */
/** @typedef {{}} Competition_BiggestInputs */
/** @typedef {{}} Competition_CancelInputs */
/** @typedef {{}} Competition_ChangeInputs */
/** @typedef {{ link: NonNullable<unknown> }} Competition_Change_LeadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Competition_Change_TitleInputs */
/** @typedef {{}} Competition_CountsInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Competition_Counts_NotInputs */
/** @typedef {{ points: NonNullable<unknown> }} Competition_Counts_PointsInputs */
/** @typedef {{}} Competition_Counts_QuestionInputs */
/** @typedef {{}} Competition_Create_DraftInputs */
/** @typedef {{}} Competition_Description_LabelInputs */
/** @typedef {{}} Competition_DismissInputs */
/** @typedef {{}} Competition_DivisionInputs */
/** @typedef {{}} Competition_Divisions_LabelInputs */
/** @typedef {{}} Competition_Ends_LabelInputs */
/** @typedef {{}} Competition_EnterInputs */
/** @typedef {{ count: NonNullable<unknown> }} Competition_Entries_CountInputs */
/** @typedef {{}} Competition_EntryInputs */
/** @typedef {{}} Competition_Entry_AdminInputs */
/** @typedef {{}} Competition_Entry_LabelInputs */
/** @typedef {{}} Competition_Entry_OpenInputs */
/** @typedef {{}} Competition_FinalizeInputs */
/** @typedef {{}} Competition_FindInputs */
/** @typedef {{}} Competition_Find_EntryInputs */
/** @typedef {{}} Competition_FishInputs */
/** @typedef {{}} Competition_Live_FullInputs */
/** @typedef {{}} Competition_Live_Full_TitleInputs */
/** @typedef {{}} Competition_My_FishInputs */
/** @typedef {{ rank: NonNullable<unknown> }} Competition_My_Fish_RankInputs */
/** @typedef {{}} Competition_Name_LabelInputs */
/** @typedef {{}} Competition_NewInputs */
/** @typedef {{ name: NonNullable<unknown> }} Competition_NextInputs */
/** @typedef {{}} Competition_No_EntriesInputs */
/** @typedef {{}} Competition_No_FishInputs */
/** @typedef {{}} Competition_No_Fish_WindowInputs */
/** @typedef {{}} Competition_NobodyInputs */
/** @typedef {{}} Competition_NoneInputs */
/** @typedef {{}} Competition_OverallInputs */
/** @typedef {{}} Competition_PointsInputs */
/** @typedef {{}} Competition_Preset_CmasInputs */
/** @typedef {{}} Competition_Preset_HeaviestInputs */
/** @typedef {{}} Competition_Preset_TotalInputs */
/** @typedef {{}} Competition_Printable_ResultsInputs */
/** @typedef {{}} Competition_Protest_DismissedInputs */
/** @typedef {{}} Competition_Protest_EntryInputs */
/** @typedef {{}} Competition_Protest_GeneralInputs */
/** @typedef {{}} Competition_Protest_HeadingInputs */
/** @typedef {{}} Competition_Protest_Hours_LabelInputs */
/** @typedef {{}} Competition_Protest_NoteInputs */
/** @typedef {{}} Competition_Protest_OpenInputs */
/** @typedef {{}} Competition_Protest_ReasonInputs */
/** @typedef {{}} Competition_Protest_SubmitInputs */
/** @typedef {{}} Competition_Protest_UpheldInputs */
/** @typedef {{}} Competition_ProtestsInputs */
/** @typedef {{}} Competition_Provisional_ResultsInputs */
/** @typedef {{}} Competition_PublishInputs */
/** @typedef {{}} Competition_RankInputs */
/** @typedef {{}} Competition_Reason_Below_MinimumInputs */
/** @typedef {{}} Competition_Reason_Not_WeighedInputs */
/** @typedef {{}} Competition_Reason_Outside_AreaInputs */
/** @typedef {{}} Competition_Reason_Over_Fish_LimitInputs */
/** @typedef {{}} Competition_Reason_Over_Species_LimitInputs */
/** @typedef {{}} Competition_Reason_RejectedInputs */
/** @typedef {{}} Competition_Reason_Species_ExcludedInputs */
/** @typedef {{}} Competition_Refused_CancelledInputs */
/** @typedef {{}} Competition_Refused_ChangedInputs */
/** @typedef {{}} Competition_Refused_Entries_ClosedInputs */
/** @typedef {{}} Competition_Refused_FinalInputs */
/** @typedef {{}} Competition_Refused_ForbiddenInputs */
/** @typedef {{}} Competition_Refused_Not_DraftInputs */
/** @typedef {{}} Competition_Refused_Not_ProvisionalInputs */
/** @typedef {{}} Competition_Refused_Protest_ResolvedInputs */
/** @typedef {{}} Competition_Refused_Protest_Window_ClosedInputs */
/** @typedef {{}} Competition_Refused_Protests_OpenInputs */
/** @typedef {{}} Competition_Refused_StartedInputs */
/** @typedef {{}} Competition_RejectInputs */
/** @typedef {{}} Competition_Reject_ReasonInputs */
/** @typedef {{}} Competition_ResultsInputs */
/** @typedef {{}} Competition_Results_CsvInputs */
/** @typedef {{ name: NonNullable<unknown> }} Competition_Results_TitleInputs */
/** @typedef {{}} Competition_Rule_AreaInputs */
/** @typedef {{}} Competition_Rule_As_LoggedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Competition_Rule_At_MostInputs */
/** @typedef {{ count: NonNullable<unknown> }} Competition_Rule_Best_FishInputs */
/** @typedef {{}} Competition_Rule_CountsInputs */
/** @typedef {{ weight: NonNullable<unknown> }} Competition_Rule_Counts_FromInputs */
/** @typedef {{}} Competition_Rule_Final_At_EndInputs */
/** @typedef {{ points: NonNullable<unknown> }} Competition_Rule_Fish_BonusInputs */
/** @typedef {{ points: NonNullable<unknown> }} Competition_Rule_Fixed_PointsInputs */
/** @typedef {{}} Competition_Rule_GramInputs */
/** @typedef {{}} Competition_Rule_Listed_OnlyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Competition_Rule_Max_CountInputs */
/** @typedef {{ weight: NonNullable<unknown> }} Competition_Rule_Min_WeightInputs */
/** @typedef {{ points: NonNullable<unknown> }} Competition_Rule_Per_KgInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Competition_Rule_ProvisionalInputs */
/** @typedef {{}} Competition_Rule_Single_BestInputs */
/** @typedef {{ species: NonNullable<unknown>, rules: NonNullable<unknown> }} Competition_Rule_SpeciesInputs */
/** @typedef {{ points: NonNullable<unknown> }} Competition_Rule_Species_BonusInputs */
/** @typedef {{ count: NonNullable<unknown> }} Competition_Rule_TeamsInputs */
/** @typedef {{}} Competition_Rule_Weigh_InInputs */
/** @typedef {{}} Competition_RulesInputs */
/** @typedef {{}} Competition_Run_ItInputs */
/** @typedef {{}} Competition_RunningInputs */
/** @typedef {{}} Competition_SaveInputs */
/** @typedef {{}} Competition_StandingsInputs */
/** @typedef {{}} Competition_Standings_So_FarInputs */
/** @typedef {{}} Competition_Starts_LabelInputs */
/** @typedef {{}} Competition_Status_CancelledInputs */
/** @typedef {{}} Competition_Status_DraftInputs */
/** @typedef {{}} Competition_Status_FinalInputs */
/** @typedef {{}} Competition_Status_OpenInputs */
/** @typedef {{}} Competition_Status_ProvisionalInputs */
/** @typedef {{}} Competition_Status_RunningInputs */
/** @typedef {{}} Competition_Team_IndividualInputs */
/** @typedef {{}} Competition_Team_MatesInputs */
/** @typedef {{}} Competition_Team_NameInputs */
/** @typedef {{}} Competition_Team_Size_LabelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Competition_Team_Up_ToInputs */
/** @typedef {{}} Competition_Time_Zone_LabelInputs */
/** @typedef {{}} Competition_UpcomingInputs */
/** @typedef {{}} Competition_UpholdInputs */
/** @typedef {{}} Competition_Weigh_InInputs */
/** @typedef {{}} Competition_Weigh_In_NoneInputs */
/** @typedef {{}} Competition_Weigh_In_RequiredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Competition_Weigh_In_TitleInputs */
/** @typedef {{}} Competition_Weighmasters_LabelInputs */
/** @typedef {{}} Competition_Weight_KgInputs */
/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown>, zone: NonNullable<unknown> }} Competition_WhenInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Continue_WithInputs */
/** @typedef {{}} Dev_Api_ReferenceInputs */
/** @typedef {{}} Dev_App_IdInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_App_RegisteredInputs */
/** @typedef {{}} Dev_App_SecretInputs */
/** @typedef {{}} Dev_ApplicantInputs */
/** @typedef {{}} Dev_ApplicationInputs */
/** @typedef {{}} Dev_Applications_LinkInputs */
/** @typedef {{}} Dev_Applications_TitleInputs */
/** @typedef {{}} Dev_AppliedInputs */
/** @typedef {{}} Dev_ApplyInputs */
/** @typedef {{}} Dev_Apply_TitleInputs */
/** @typedef {{}} Dev_ApproveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Approve_NamedInputs */
/** @typedef {{}} Dev_Apps_TitleInputs */
/** @typedef {{}} Dev_Authorised_CountInputs */
/** @typedef {{}} Dev_Authorised_TitleInputs */
/** @typedef {{}} Dev_Bad_StatusInputs */
/** @typedef {{}} Dev_BuildingInputs */
/** @typedef {{}} Dev_Building_QuestionInputs */
/** @typedef {{}} Dev_CancelInputs */
/** @typedef {{}} Dev_Client_IdInputs */
/** @typedef {{}} Dev_ConfirmedInputs */
/** @typedef {{}} Dev_Confirmed_TitleInputs */
/** @typedef {{}} Dev_CopiedInputs */
/** @typedef {{}} Dev_CopyInputs */
/** @typedef {{}} Dev_Copy_FailedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Dev_Count_AppsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Dev_Count_GrantsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Dev_Count_KeysInputs */
/** @typedef {{}} Dev_Create_KeyInputs */
/** @typedef {{}} Dev_Create_Key_TitleInputs */
/** @typedef {{}} Dev_DecidedInputs */
/** @typedef {{ state: NonNullable<unknown>, time: NonNullable<unknown> }} Dev_Decided_OnInputs */
/** @typedef {{}} Dev_DecisionInputs */
/** @typedef {{}} Dev_DeclineInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Decline_NamedInputs */
/** @typedef {{ keys: NonNullable<unknown>, apps: NonNullable<unknown>, grants: NonNullable<unknown> }} Dev_Decline_WarningInputs */
/** @typedef {{ name: NonNullable<unknown>, keys: NonNullable<unknown>, apps: NonNullable<unknown>, grants: NonNullable<unknown> }} Dev_Declined_DoneInputs */
/** @typedef {{}} Dev_DeleteInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Delete_NamedInputs */
/** @typedef {{}} Dev_DurationInputs */
/** @typedef {{}} Dev_EditInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Edit_NamedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Dev_Email_UnconfirmedInputs */
/** @typedef {{}} Dev_ExpiresInputs */
/** @typedef {{ days: NonNullable<unknown> }} Dev_Expires_In_DaysInputs */
/** @typedef {{}} Dev_Expires_NeverInputs */
/** @typedef {{}} Dev_Expires_YearInputs */
/** @typedef {{}} Dev_FilterInputs */
/** @typedef {{ app: NonNullable<unknown>, scopes: NonNullable<unknown>, since: NonNullable<unknown> }} Dev_GrantInputs */
/** @typedef {{ app: NonNullable<unknown>, scopes: NonNullable<unknown>, since: NonNullable<unknown>, used: NonNullable<unknown> }} Dev_Grant_UsedInputs */
/** @typedef {{}} Dev_KeyInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Key_CreatedInputs */
/** @typedef {{}} Dev_Key_IdInputs */
/** @typedef {{}} Dev_Key_Or_AppInputs */
/** @typedef {{}} Dev_KeysInputs */
/** @typedef {{}} Dev_Last_UsedInputs */
/** @typedef {{}} Dev_Link_InvalidInputs */
/** @typedef {{}} Dev_Link_Invalid_TitleInputs */
/** @typedef {{ link: NonNullable<unknown> }} Dev_Mail_Approved_BodyInputs */
/** @typedef {{}} Dev_Mail_Approved_SubjectInputs */
/** @typedef {{ link: NonNullable<unknown> }} Dev_Mail_Confirm_BodyInputs */
/** @typedef {{}} Dev_Mail_Confirm_SubjectInputs */
/** @typedef {{}} Dev_Mail_Declined_BodyInputs */
/** @typedef {{}} Dev_Mail_Declined_SubjectInputs */
/** @typedef {{ scopes: NonNullable<unknown> }} Dev_May_HoldInputs */
/** @typedef {{}} Dev_MethodInputs */
/** @typedef {{}} Dev_NameInputs */
/** @typedef {{}} Dev_Nav_AccessInputs */
/** @typedef {{}} Dev_Nav_AppsInputs */
/** @typedef {{}} Dev_Nav_AuthorisedInputs */
/** @typedef {{}} Dev_Nav_EventsInputs */
/** @typedef {{}} Dev_Nav_WebhooksInputs */
/** @typedef {{}} Dev_NeverInputs */
/** @typedef {{}} Dev_New_Key_SecretInputs */
/** @typedef {{}} Dev_No_AppsInputs */
/** @typedef {{}} Dev_No_AuthorisedInputs */
/** @typedef {{}} Dev_No_KeysInputs */
/** @typedef {{}} Dev_No_RequestsInputs */
/** @typedef {{}} Dev_Nobody_WaitingInputs */
/** @typedef {{}} Dev_PathInputs */
/** @typedef {{}} Dev_Path_FilterInputs */
/** @typedef {{}} Dev_PortalInputs */
/** @typedef {{}} Dev_QuickstartInputs */
/** @typedef {{ reference: NonNullable<unknown>, quickstart: NonNullable<unknown> }} Dev_Read_DocsInputs */
/** @typedef {{}} Dev_Redirect_UrisInputs */
/** @typedef {{}} Dev_Redirect_Uris_HintInputs */
/** @typedef {{}} Dev_Refusal_ClosedInputs */
/** @typedef {{}} Dev_Refusal_DeclinedInputs */
/** @typedef {{}} Dev_Refusal_NoneInputs */
/** @typedef {{}} Dev_Refusal_RequestedInputs */
/** @typedef {{}} Dev_RegisterInputs */
/** @typedef {{}} Dev_Register_TitleInputs */
/** @typedef {{}} Dev_Request_IdInputs */
/** @typedef {{}} Dev_Request_LogInputs */
/** @typedef {{}} Dev_RequestsInputs */
/** @typedef {{ days: NonNullable<unknown> }} Dev_Requests_LeadInputs */
/** @typedef {{}} Dev_RevokeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Revoke_NamedInputs */
/** @typedef {{}} Dev_RotateInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dev_Rotate_NamedInputs */
/** @typedef {{}} Dev_SaveInputs */
/** @typedef {{}} Dev_ScopesInputs */
/** @typedef {{}} Dev_Secret_OnceInputs */
/** @typedef {{}} Dev_Secret_RotatedInputs */
/** @typedef {{}} Dev_SessionInputs */
/** @typedef {{}} Dev_Standing_ApprovedInputs */
/** @typedef {{}} Dev_StateInputs */
/** @typedef {{}} Dev_State_ApprovedInputs */
/** @typedef {{}} Dev_State_DeclinedInputs */
/** @typedef {{}} Dev_State_RequestedInputs */
/** @typedef {{}} Dev_StatusInputs */
/** @typedef {{}} Dev_Status_FilterInputs */
/** @typedef {{}} Dev_TimeInputs */
/** @typedef {{}} Dev_TypeInputs */
/** @typedef {{}} Dev_Type_ConfidentialInputs */
/** @typedef {{}} Dev_Type_Confidential_HintInputs */
/** @typedef {{}} Dev_Type_PublicInputs */
/** @typedef {{}} Dev_Type_Public_HintInputs */
/** @typedef {{}} Dev_UnconfirmedInputs */
/** @typedef {{}} Dev_Waiting_ListInputs */
/** @typedef {{ count: NonNullable<unknown> }} Digest_CatchesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Digest_FinishedInputs */
/** @typedef {{ names: NonNullable<unknown> }} Digest_Finished_ListInputs */
/** @typedef {{ count: NonNullable<unknown> }} Digest_GradesInputs */
/** @typedef {{ species: NonNullable<unknown>, weight: NonNullable<unknown>, diver: NonNullable<unknown> }} Digest_HeaviestInputs */
/** @typedef {{}} Digest_HighlightsInputs */
/** @typedef {{ club: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Digest_IntroInputs */
/** @typedef {{ count: NonNullable<unknown> }} Digest_MembersInputs */
/** @typedef {{ names: NonNullable<unknown> }} Digest_New_MembersInputs */
/** @typedef {{ link: NonNullable<unknown> }} Digest_OpenInputs */
/** @typedef {{ count: NonNullable<unknown> }} Digest_PublishedInputs */
/** @typedef {{ names: NonNullable<unknown> }} Digest_Published_ListInputs */
/** @typedef {{ species: NonNullable<unknown>, weight: NonNullable<unknown>, diver: NonNullable<unknown> }} Digest_RecordInputs */
/** @typedef {{ count: NonNullable<unknown> }} Digest_RecordsInputs */
/** @typedef {{ club: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Digest_SubjectInputs */
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
/** @typedef {{}} Event_Every_TypeInputs */
/** @typedef {{}} Event_NoneInputs */
/** @typedef {{}} Event_OlderInputs */
/** @typedef {{}} Event_ShowInputs */
/** @typedef {{ type: NonNullable<unknown>, id: NonNullable<unknown>, time: NonNullable<unknown> }} Event_SummaryInputs */
/** @typedef {{}} Event_TitleInputs */
/** @typedef {{}} Event_TypeInputs */
/** @typedef {{}} Footer_LanguageInputs */
/** @typedef {{}} Forgot_PasswordInputs */
/** @typedef {{ year: NonNullable<unknown> }} Form_After_YearInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Form_At_LeastInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Form_At_MostInputs */
/** @typedef {{}} Form_Choose_PhotoInputs */
/** @typedef {{}} Form_Lat_Lon_BothInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Form_Less_ThanInputs */
/** @typedef {{ count: NonNullable<unknown> }} Form_Max_LengthInputs */
/** @typedef {{ count: NonNullable<unknown> }} Form_Min_LengthInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Form_More_ThanInputs */
/** @typedef {{}} Form_Not_A_TimeInputs */
/** @typedef {{}} Form_Not_AcceptedInputs */
/** @typedef {{}} Form_Not_EmptyInputs */
/** @typedef {{}} Form_Not_FutureInputs */
/** @typedef {{}} Form_NumberInputs */
/** @typedef {{}} Form_One_OfInputs */
/** @typedef {{}} Form_RequiredInputs */
/** @typedef {{}} Form_Time_ZoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Form_Unknown_SpeciesInputs */
/** @typedef {{ name: NonNullable<unknown>, matches: NonNullable<unknown> }} Form_Unknown_Species_CloseInputs */
/** @typedef {{}} Form_Whole_NumberInputs */
/** @typedef {{}} Guide_English_OnlyInputs */
/** @typedef {{}} Guide_GuidesInputs */
/** @typedef {{ link: NonNullable<unknown> }} Guide_LeadInputs */
/** @typedef {{ path: NonNullable<unknown> }} Guide_Not_FoundInputs */
/** @typedef {{}} Guide_Not_Found_TitleInputs */
/** @typedef {{}} Guide_ReferenceInputs */
/** @typedef {{}} Guide_Title_ErrorsInputs */
/** @typedef {{}} Guide_Title_Idempotent_RetriesInputs */
/** @typedef {{}} Guide_Title_Oauth_PkceInputs */
/** @typedef {{}} Guide_Title_Paging_And_SearchInputs */
/** @typedef {{}} Guide_Title_QuickstartInputs */
/** @typedef {{}} Home_BoardsInputs */
/** @typedef {{}} Home_LeadInputs */
/** @typedef {{}} Home_TitleInputs */
/** @typedef {{}} Join_Approval_LeadInputs */
/** @typedef {{}} Join_ApproveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Join_Approve_LabelInputs */
/** @typedef {{}} Join_Approved_TextInputs */
/** @typedef {{}} Join_Approved_TitleInputs */
/** @typedef {{}} Join_Building_LabelInputs */
/** @typedef {{}} Join_ButtonInputs */
/** @typedef {{ count: NonNullable<unknown> }} Join_Check_Inbox_SpamInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_Check_Inbox_TextInputs */
/** @typedef {{}} Join_Check_Inbox_TitleInputs */
/** @typedef {{ add: NonNullable<unknown> }} Join_Closed_AddInputs */
/** @typedef {{}} Join_Closed_TitleInputs */
/** @typedef {{}} Join_Col_ActionsInputs */
/** @typedef {{}} Join_Col_DecisionInputs */
/** @typedef {{}} Join_Col_LinkInputs */
/** @typedef {{}} Join_Col_PersonInputs */
/** @typedef {{}} Join_Col_Signed_UpInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_Confirm_Address_TextInputs */
/** @typedef {{}} Join_Confirm_Address_TitleInputs */
/** @typedef {{}} Join_DeclineInputs */
/** @typedef {{ name: NonNullable<unknown> }} Join_Decline_LabelInputs */
/** @typedef {{}} Join_Declined_TextInputs */
/** @typedef {{}} Join_Declined_TitleInputs */
/** @typedef {{}} Join_Early_Access_Closed_TextInputs */
/** @typedef {{}} Join_Early_Access_Closed_TitleInputs */
/** @typedef {{}} Join_Early_Access_LeadInputs */
/** @typedef {{ link: NonNullable<unknown> }} Join_Have_AccountInputs */
/** @typedef {{}} Join_Invitation_TitleInputs */
/** @typedef {{}} Join_InvitationsInputs */
/** @typedef {{}} Join_InviteInputs */
/** @typedef {{ role: NonNullable<unknown>, email: NonNullable<unknown> }} Join_Invited_AsInputs */
/** @typedef {{}} Join_Link_ExpiredInputs */
/** @typedef {{}} Join_Link_MailedInputs */
/** @typedef {{}} Join_Link_ShownInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_Link_To_Pass_OnInputs */
/** @typedef {{ time: NonNullable<unknown> }} Join_Link_UntilInputs */
/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Join_Mail_Approved_BodyInputs */
/** @typedef {{}} Join_Mail_Approved_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Join_Mail_Confirm_BodyInputs */
/** @typedef {{}} Join_Mail_Confirm_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown> }} Join_Mail_Declined_BodyInputs */
/** @typedef {{}} Join_Mail_Declined_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown>, role: NonNullable<unknown>, until: NonNullable<unknown>, link: NonNullable<unknown> }} Join_Mail_Invitation_BodyInputs */
/** @typedef {{}} Join_Mail_Invitation_SubjectInputs */
/** @typedef {{}} Join_Mail_Known_AccountInputs */
/** @typedef {{ url: NonNullable<unknown>, why: NonNullable<unknown>, link: NonNullable<unknown> }} Join_Mail_Known_BodyInputs */
/** @typedef {{}} Join_Mail_Known_DeclinedInputs */
/** @typedef {{}} Join_Mail_Known_SubjectInputs */
/** @typedef {{}} Join_Mail_Known_WaitingInputs */
/** @typedef {{ url: NonNullable<unknown> }} Join_Mail_Sign_OffInputs */
/** @typedef {{}} Join_Name_LabelInputs */
/** @typedef {{}} Join_New_LinkInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_New_Link_LabelInputs */
/** @typedef {{}} Join_No_InvitationsInputs */
/** @typedef {{}} Join_Nobody_WaitingInputs */
/** @typedef {{ min: NonNullable<unknown> }} Join_Password_LabelInputs */
/** @typedef {{}} Join_Pending_InvitationsInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_Qr_LabelInputs */
/** @typedef {{}} Join_Refused_BuildingInputs */
/** @typedef {{}} Join_Refused_EmailInputs */
/** @typedef {{ max: NonNullable<unknown> }} Join_Refused_Too_LongInputs */
/** @typedef {{}} Join_Requested_TextInputs */
/** @typedef {{}} Join_RevokeInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_Revoke_LabelInputs */
/** @typedef {{}} Join_Scan_ItInputs */
/** @typedef {{}} Join_Send_AgainInputs */
/** @typedef {{ email: NonNullable<unknown> }} Join_Send_Again_LabelInputs */
/** @typedef {{}} Join_Set_Up_TextInputs */
/** @typedef {{}} Join_Set_Up_TitleInputs */
/** @typedef {{}} Join_Setup_ButtonInputs */
/** @typedef {{}} Join_Setup_LeadInputs */
/** @typedef {{}} Join_Setup_Link_TextInputs */
/** @typedef {{}} Join_Setup_Link_TitleInputs */
/** @typedef {{}} Join_Setup_TitleInputs */
/** @typedef {{}} Join_Share_ButtonInputs */
/** @typedef {{ club: NonNullable<unknown>, email: NonNullable<unknown> }} Join_Share_TextInputs */
/** @typedef {{ club: NonNullable<unknown> }} Join_Share_TitleInputs */
/** @typedef {{}} Join_Sign_Up_And_ApplyInputs */
/** @typedef {{}} Join_Sign_Ups_WaitingInputs */
/** @typedef {{}} Join_Waiting_TextInputs */
/** @typedef {{}} Join_Waiting_TitleInputs */
/** @typedef {{}} Leave_Choose_CatchesInputs */
/** @typedef {{}} Leave_Confirm_WordInputs */
/** @typedef {{}} Leave_Danger_ZoneInputs */
/** @typedef {{}} Leave_Delete_ButtonInputs */
/** @typedef {{}} Leave_Delete_CatchesInputs */
/** @typedef {{}} Leave_Delete_HeadingInputs */
/** @typedef {{}} Leave_Delete_LeadInputs */
/** @typedef {{}} Leave_DownloadInputs */
/** @typedef {{}} Leave_Download_WhatInputs */
/** @typedef {{}} Leave_Final_ButtonInputs */
/** @typedef {{}} Leave_Final_DeleteInputs */
/** @typedef {{ email: NonNullable<unknown> }} Leave_Final_GoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Leave_Final_KeepInputs */
/** @typedef {{}} Leave_Final_TitleInputs */
/** @typedef {{}} Leave_Keep_AccountInputs */
/** @typedef {{ name: NonNullable<unknown> }} Leave_Keep_CatchesInputs */
/** @typedef {{}} Leave_PasswordInputs */
/** @typedef {{ email: NonNullable<unknown> }} Leave_Type_EmailInputs */
/** @typedef {{ word: NonNullable<unknown> }} Leave_Type_WordInputs */
/** @typedef {{ word: NonNullable<unknown> }} Leave_Word_RefusedInputs */
/** @typedef {{}} Leave_Your_CatchesInputs */
/** @typedef {{}} Leave_Your_DataInputs */
/** @typedef {{}} Live_OffInputs */
/** @typedef {{}} Live_OnInputs */
/** @typedef {{ time: NonNullable<unknown> }} Live_UpdatedInputs */
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
/** @typedef {{}} Notify_AllInputs */
/** @typedef {{}} Notify_Board_Catch_CountInputs */
/** @typedef {{}} Notify_Board_DeepestInputs */
/** @typedef {{}} Notify_Board_HeaviestInputs */
/** @typedef {{ board: NonNullable<unknown>, old: NonNullable<unknown> }} Notify_Board_LeftInputs */
/** @typedef {{ old: NonNullable<unknown>, new: NonNullable<unknown>, board: NonNullable<unknown> }} Notify_Board_MovedInputs */
/** @typedef {{ season: NonNullable<unknown> }} Notify_Board_SeasonInputs */
/** @typedef {{}} Notify_Board_TitleInputs */
/** @typedef {{}} Notify_Board_Total_WeightInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notify_Boards_MoreInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notify_Boards_TitleInputs */
/** @typedef {{ species: NonNullable<unknown>, tier: NonNullable<unknown>, previous: NonNullable<unknown> }} Notify_Catch_Graded_TextInputs */
/** @typedef {{ tier: NonNullable<unknown> }} Notify_Catch_Graded_TitleInputs */
/** @typedef {{ species: NonNullable<unknown> }} Notify_Catch_Refused_TextInputs */
/** @typedef {{}} Notify_Catch_Refused_TitleInputs */
/** @typedef {{}} Notify_ChooseInputs */
/** @typedef {{ name: NonNullable<unknown> }} Notify_Developer_TextInputs */
/** @typedef {{}} Notify_Developer_TitleInputs */
/** @typedef {{ club: NonNullable<unknown> }} Notify_Digest_TitleInputs */
/** @typedef {{}} Notify_EmailInputs */
/** @typedef {{}} Notify_Email_DailyInputs */
/** @typedef {{}} Notify_Email_InstantInputs */
/** @typedef {{}} Notify_Email_OffInputs */
/** @typedef {{}} Notify_Email_WeeklyInputs */
/** @typedef {{ competition: NonNullable<unknown> }} Notify_Final_TextInputs */
/** @typedef {{}} Notify_Final_TitleInputs */
/** @typedef {{}} Notify_In_AppInputs */
/** @typedef {{}} Notify_Kind_Board_OvertakenInputs */
/** @typedef {{}} Notify_Kind_Catch_GradedInputs */
/** @typedef {{}} Notify_Kind_Club_DigestInputs */
/** @typedef {{}} Notify_Kind_Competition_OvertakenInputs */
/** @typedef {{}} Notify_Kind_Competition_PublishedInputs */
/** @typedef {{}} Notify_Kind_Competition_ResultsInputs */
/** @typedef {{}} Notify_Kind_Developer_Application_WaitingInputs */
/** @typedef {{}} Notify_Kind_Protest_On_EntryInputs */
/** @typedef {{}} Notify_Kind_Sign_Up_WaitingInputs */
/** @typedef {{}} Notify_Kind_Verification_RequestedInputs */
/** @typedef {{ link: NonNullable<unknown> }} Notify_Mail_ChoicesInputs */
/** @typedef {{ count: NonNullable<unknown>, link: NonNullable<unknown> }} Notify_Mail_MoreInputs */
/** @typedef {{ link: NonNullable<unknown> }} Notify_Mail_StopInputs */
/** @typedef {{ count: NonNullable<unknown>, kind: NonNullable<unknown> }} Notify_Mail_Subject_ManyInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Notify_Mail_WhyInputs */
/** @typedef {{}} Notify_Mark_All_ReadInputs */
/** @typedef {{}} Notify_No_DevicesInputs */
/** @typedef {{}} Notify_Nothing_UnreadInputs */
/** @typedef {{}} Notify_Nothing_YetInputs */
/** @typedef {{ competition: NonNullable<unknown>, old: NonNullable<unknown> }} Notify_Overtaken_LeftInputs */
/** @typedef {{ old: NonNullable<unknown>, new: NonNullable<unknown>, competition: NonNullable<unknown> }} Notify_Overtaken_MovedInputs */
/** @typedef {{ competition: NonNullable<unknown> }} Notify_Overtaken_TitleInputs */
/** @typedef {{}} Notify_Page_TitleInputs */
/** @typedef {{ competition: NonNullable<unknown> }} Notify_Protest_Catch_TextInputs */
/** @typedef {{ competition: NonNullable<unknown> }} Notify_Protest_Entry_TextInputs */
/** @typedef {{}} Notify_Protest_TitleInputs */
/** @typedef {{ competition: NonNullable<unknown> }} Notify_Provisional_TextInputs */
/** @typedef {{}} Notify_Provisional_TitleInputs */
/** @typedef {{ competition: NonNullable<unknown> }} Notify_Published_TextInputs */
/** @typedef {{}} Notify_Published_TitleInputs */
/** @typedef {{}} Notify_Push_HeadingInputs */
/** @typedef {{}} Notify_Push_OffInputs */
/** @typedef {{}} Notify_Push_OnInputs */
/** @typedef {{}} Notify_Push_UnavailableInputs */
/** @typedef {{ note: NonNullable<unknown> }} Notify_ReasonInputs */
/** @typedef {{}} Notify_SaveInputs */
/** @typedef {{}} Notify_Settings_HeadingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Notify_Sign_Up_TextInputs */
/** @typedef {{}} Notify_Sign_Up_TitleInputs */
/** @typedef {{ time: NonNullable<unknown> }} Notify_SinceInputs */
/** @typedef {{}} Notify_Stop_PushInputs */
/** @typedef {{}} Notify_Tier_BronzeInputs */
/** @typedef {{}} Notify_Tier_GoldInputs */
/** @typedef {{}} Notify_Tier_SilverInputs */
/** @typedef {{}} Notify_Tier_UnverifiedInputs */
/** @typedef {{}} Notify_UnreadInputs */
/** @typedef {{}} Notify_Unread_OnlyInputs */
/** @typedef {{}} Notify_Unsubscribe_ButtonInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Notify_Unsubscribe_ExplainInputs */
/** @typedef {{ link: NonNullable<unknown> }} Notify_Unsubscribe_InvalidInputs */
/** @typedef {{}} Notify_Unsubscribe_Invalid_TitleInputs */
/** @typedef {{}} Notify_Unsubscribe_QuestionInputs */
/** @typedef {{}} Notify_Unsubscribe_TitleInputs */
/** @typedef {{}} Notify_Unsubscribed_HeadingInputs */
/** @typedef {{ kind: NonNullable<unknown>, link: NonNullable<unknown> }} Notify_Unsubscribed_TextInputs */
/** @typedef {{}} Notify_Unsubscribed_TitleInputs */
/** @typedef {{ diver: NonNullable<unknown>, species: NonNullable<unknown> }} Notify_Verification_Requested_TextInputs */
/** @typedef {{}} Notify_Verification_Requested_TitleInputs */
/** @typedef {{}} Notify_Your_AccountInputs */
/** @typedef {{}} Notify_Your_NotificationsInputs */
/** @typedef {{ destination: NonNullable<unknown> }} Oauth_AfterwardsInputs */
/** @typedef {{}} Oauth_AllowInputs */
/** @typedef {{ app: NonNullable<unknown> }} Oauth_Allow_QuestionInputs */
/** @typedef {{ app: NonNullable<unknown> }} Oauth_Allow_TitleInputs */
/** @typedef {{}} Oauth_App_DisabledInputs */
/** @typedef {{}} Oauth_DenyInputs */
/** @typedef {{}} Oauth_Link_BrokenInputs */
/** @typedef {{}} Oauth_No_ClientInputs */
/** @typedef {{}} Oauth_No_RedirectInputs */
/** @typedef {{}} Oauth_Repeated_RedirectInputs */
/** @typedef {{}} Oauth_Unknown_AppInputs */
/** @typedef {{}} Oauth_Unregistered_RedirectInputs */
/** @typedef {{ app: NonNullable<unknown>, person: NonNullable<unknown>, email: NonNullable<unknown> }} Oauth_WantsInputs */
/** @typedef {{ scopes: NonNullable<unknown> }} Oauth_WithheldInputs */
/** @typedef {{ time: NonNullable<unknown> }} Offline_Back_In_ReachInputs */
/** @typedef {{ time: NonNullable<unknown> }} Offline_CaughtInputs */
/** @typedef {{}} Offline_DiscardInputs */
/** @typedef {{}} Offline_DismissInputs */
/** @typedef {{}} Offline_FixInputs */
/** @typedef {{}} Offline_Fix_ElsewhereInputs */
/** @typedef {{}} Offline_FixingInputs */
/** @typedef {{ time: NonNullable<unknown> }} Offline_No_ConnectionInputs */
/** @typedef {{}} Offline_Open_CatchInputs */
/** @typedef {{}} Offline_Outbox_TitleInputs */
/** @typedef {{}} Offline_Page_HeadingInputs */
/** @typedef {{ link: NonNullable<unknown> }} Offline_Page_TextInputs */
/** @typedef {{}} Offline_Page_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Offline_PhotosInputs */
/** @typedef {{}} Offline_SavedInputs */
/** @typedef {{}} Offline_SavingInputs */
/** @typedef {{}} Offline_Sent_SavedInputs */
/** @typedef {{}} Offline_Sign_In_AgainInputs */
/** @typedef {{}} Offline_Sign_In_To_SendInputs */
/** @typedef {{ count: NonNullable<unknown> }} Offline_Sign_Out_QuestionInputs */
/** @typedef {{}} Offline_State_RefusedInputs */
/** @typedef {{}} Offline_State_SentInputs */
/** @typedef {{}} Offline_State_WaitingInputs */
/** @typedef {{}} Offline_Unnamed_SpeciesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Offline_WaitingInputs */
/** @typedef {{}} Offline_You_Are_OfflineInputs */
/** @typedef {{}} OrInputs */
/** @typedef {{}} Pager_LabelInputs */
/** @typedef {{}} Pager_NextInputs */
/** @typedef {{ page: NonNullable<unknown> }} Pager_PageInputs */
/** @typedef {{ page: NonNullable<unknown>, last: NonNullable<unknown> }} Pager_Page_OfInputs */
/** @typedef {{}} Pager_PreviousInputs */
/** @typedef {{}} Passkey_AddInputs */
/** @typedef {{}} Passkey_AddedInputs */
/** @typedef {{ link: NonNullable<unknown> }} Passkey_Confirm_To_AddInputs */
/** @typedef {{}} Passkey_Default_NameInputs */
/** @typedef {{}} Passkey_HeadingInputs */
/** @typedef {{}} Passkey_Last_UsedInputs */
/** @typedef {{}} Passkey_LeadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Passkey_Name_OfInputs */
/** @typedef {{}} Passkey_NeverInputs */
/** @typedef {{}} Passkey_New_NameInputs */
/** @typedef {{}} Passkey_NoneInputs */
/** @typedef {{}} Passkey_RemoveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Passkey_Remove_LabelInputs */
/** @typedef {{}} Passkey_RenameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Passkey_Rename_LabelInputs */
/** @typedef {{}} Passkey_Sign_InInputs */
/** @typedef {{}} Passkey_YoursInputs */
/** @typedef {{}} Password_LabelInputs */
/** @typedef {{}} People_AccessInputs */
/** @typedef {{}} People_Access_LegendInputs */
/** @typedef {{}} People_Access_NoteInputs */
/** @typedef {{}} People_ActiveInputs */
/** @typedef {{}} People_ActivityInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Activity_OfInputs */
/** @typedef {{}} People_AddInputs */
/** @typedef {{}} People_Add_PersonInputs */
/** @typedef {{}} People_Area_DiversInputs */
/** @typedef {{}} People_Area_LeaderboardsInputs */
/** @typedef {{}} People_Area_SpeciesInputs */
/** @typedef {{}} People_BackInputs */
/** @typedef {{}} People_Change_RoleInputs */
/** @typedef {{}} People_DeletedInputs */
/** @typedef {{}} People_DisableInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Disable_LabelInputs */
/** @typedef {{}} People_DisabledInputs */
/** @typedef {{}} People_EnableInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Enable_LabelInputs */
/** @typedef {{}} People_HeadingInputs */
/** @typedef {{ origin: NonNullable<unknown> }} People_Insecure_Base_UrlInputs */
/** @typedef {{}} People_Joining_ApprovalInputs */
/** @typedef {{}} People_Joining_ClosedInputs */
/** @typedef {{}} People_Joining_Developer_LabelInputs */
/** @typedef {{}} People_Joining_Developer_OffInputs */
/** @typedef {{}} People_Joining_Developer_OnInputs */
/** @typedef {{}} People_Joining_HeadingInputs */
/** @typedef {{}} People_Joining_InviteInputs */
/** @typedef {{}} People_Joining_Mail_LabelInputs */
/** @typedef {{}} People_Joining_Mail_OffInputs */
/** @typedef {{}} People_Joining_Mail_OnInputs */
/** @typedef {{}} People_Joining_Mode_LabelInputs */
/** @typedef {{}} People_Joining_NoteInputs */
/** @typedef {{}} People_Joining_OpenInputs */
/** @typedef {{}} People_Link_AccessInputs */
/** @typedef {{}} People_Link_ClubInputs */
/** @typedef {{}} People_Link_SpeciesInputs */
/** @typedef {{}} People_No_AddressInputs */
/** @typedef {{}} People_No_Such_PersonInputs */
/** @typedef {{}} People_Refused_RoleInputs */
/** @typedef {{}} People_Refused_TakenInputs */
/** @typedef {{}} People_RoleInputs */
/** @typedef {{}} People_Role_AdminInputs */
/** @typedef {{}} People_Role_DeveloperInputs */
/** @typedef {{}} People_Role_DiverInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Role_OfInputs */
/** @typedef {{}} People_Role_VerifierInputs */
/** @typedef {{}} People_Second_FactorInputs */
/** @typedef {{}} People_SettingsInputs */
/** @typedef {{ count: NonNullable<unknown> }} People_Tile_ApplicationsInputs */
/** @typedef {{ count: NonNullable<unknown> }} People_Tile_CatchesInputs */
/** @typedef {{ count: NonNullable<unknown> }} People_Tile_Sign_UpsInputs */
/** @typedef {{}} People_TitleInputs */
/** @typedef {{ newer: NonNullable<unknown>, current: NonNullable<unknown>, update: NonNullable<unknown>, rollback: NonNullable<unknown> }} People_Update_AvailableInputs */
/** @typedef {{}} People_Waiting_For_YouInputs */
/** @typedef {{}} Problems_TitleInputs */
/** @typedef {{}} Reset_Check_InboxInputs */
/** @typedef {{}} Reset_Credentials_LegendInputs */
/** @typedef {{}} Reset_Done_TextInputs */
/** @typedef {{}} Reset_Done_TitleInputs */
/** @typedef {{ keys: NonNullable<unknown>, apps: NonNullable<unknown> }} Reset_KeptInputs */
/** @typedef {{}} Reset_Kept_AppsInputs */
/** @typedef {{}} Reset_Kept_KeysInputs */
/** @typedef {{}} Reset_Kind_AppInputs */
/** @typedef {{}} Reset_Kind_KeyInputs */
/** @typedef {{}} Reset_LeadInputs */
/** @typedef {{ made: NonNullable<unknown>, used: NonNullable<unknown> }} Reset_Made_Last_UsedInputs */
/** @typedef {{ made: NonNullable<unknown> }} Reset_Made_Never_UsedInputs */
/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Reset_Mail_BodyInputs */
/** @typedef {{}} Reset_Mail_MeInputs */
/** @typedef {{}} Reset_Mail_SubjectInputs */
/** @typedef {{}} Reset_New_LeadInputs */
/** @typedef {{}} Reset_New_TitleInputs */
/** @typedef {{}} Reset_No_MailInputs */
/** @typedef {{}} Reset_Revoke_TooInputs */
/** @typedef {{}} Reset_RevokedInputs */
/** @typedef {{}} Reset_Set_PasswordInputs */
/** @typedef {{}} Scope_Account_ReadInputs */
/** @typedef {{}} Scope_Account_WriteInputs */
/** @typedef {{}} Scope_Catches_ReadInputs */
/** @typedef {{}} Scope_Catches_WriteInputs */
/** @typedef {{}} Scope_Club_WriteInputs */
/** @typedef {{}} Scope_Competitions_WriteInputs */
/** @typedef {{}} Scope_Leaderboards_ReadInputs */
/** @typedef {{}} Scope_Species_ReadInputs */
/** @typedef {{}} Scope_Species_WriteInputs */
/** @typedef {{}} Scope_Verifications_WriteInputs */
/** @typedef {{}} Scope_Webhooks_ReadInputs */
/** @typedef {{}} Scope_Webhooks_WriteInputs */
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
/** @typedef {{}} Species_Add_PhotoInputs */
/** @typedef {{}} Species_Apply_ChangesInputs */
/** @typedef {{}} Species_AuthorInputs */
/** @typedef {{}} Species_Best_Of_EachInputs */
/** @typedef {{ diver: NonNullable<unknown> }} Species_By_DiverInputs */
/** @typedef {{}} Species_CatalogueInputs */
/** @typedef {{ count: NonNullable<unknown> }} Species_CatchesInputs */
/** @typedef {{ species: NonNullable<unknown>, diver: NonNullable<unknown> }} Species_Caught_ByInputs */
/** @typedef {{}} Species_Change_AddInputs */
/** @typedef {{}} Species_Change_UpdateInputs */
/** @typedef {{}} Species_ChangesInputs */
/** @typedef {{}} Species_Col_ChangeInputs */
/** @typedef {{}} Species_Col_ScientificInputs */
/** @typedef {{ count: NonNullable<unknown> }} Species_CountInputs */
/** @typedef {{}} Species_Csv_FileInputs */
/** @typedef {{}} Species_Deepest_BronzeInputs */
/** @typedef {{ species: NonNullable<unknown> }} Species_Edit_TitleInputs */
/** @typedef {{}} Species_English_NameInputs */
/** @typedef {{}} Species_FindInputs */
/** @typedef {{}} Species_Find_By_NameInputs */
/** @typedef {{ count: NonNullable<unknown> }} Species_Heaviest_FirstInputs */
/** @typedef {{}} Species_Import_CsvInputs */
/** @typedef {{}} Species_Import_HeadingInputs */
/** @typedef {{ add: NonNullable<unknown>, update: NonNullable<unknown>, unchanged: NonNullable<unknown>, rejected: NonNullable<unknown> }} Species_Import_PreviewInputs */
/** @typedef {{}} Species_Import_TitleInputs */
/** @typedef {{ added: NonNullable<unknown>, updated: NonNullable<unknown>, unchanged: NonNullable<unknown> }} Species_ImportedInputs */
/** @typedef {{}} Species_Latest_VerifiedInputs */
/** @typedef {{}} Species_LicenceInputs */
/** @typedef {{ count: NonNullable<unknown> }} Species_LoggedInputs */
/** @typedef {{}} Species_NamesInputs */
/** @typedef {{}} Species_Names_CreditedInputs */
/** @typedef {{ licence: NonNullable<unknown> }} Species_Names_LicenceInputs */
/** @typedef {{}} Species_No_Catches_YetInputs */
/** @typedef {{}} Species_No_LicenceInputs */
/** @typedef {{}} Species_No_Published_RecordInputs */
/** @typedef {{}} Species_None_YetInputs */
/** @typedef {{}} Species_None_Yet_SentenceInputs */
/** @typedef {{}} Species_Other_NamesInputs */
/** @typedef {{}} Species_PhotoInputs */
/** @typedef {{}} Species_Preview_ChangesInputs */
/** @typedef {{ measure: NonNullable<unknown>, link: NonNullable<unknown> }} Species_Record_ByInputs */
/** @typedef {{}} Species_Records_HereInputs */
/** @typedef {{}} Species_Reference_RecordsInputs */
/** @typedef {{}} Species_Rejected_LabelInputs */
/** @typedef {{ line: NonNullable<unknown>, reason: NonNullable<unknown> }} Species_Rejected_LineInputs */
/** @typedef {{ count: NonNullable<unknown> }} Species_Rejected_LinesInputs */
/** @typedef {{}} Species_Save_NamesInputs */
/** @typedef {{}} Species_SearchInputs */
/** @typedef {{}} Species_Season_In_ChartsInputs */
/** @typedef {{ tier: NonNullable<unknown> }} Species_Tier_Or_BetterInputs */
/** @typedef {{}} Species_TitleInputs */
/** @typedef {{}} Species_Unknown_AuthorInputs */
/** @typedef {{ diver: NonNullable<unknown> }} Species_Verified_Catch_ByInputs */
/** @typedef {{}} Species_Weights_ChartInputs */
/** @typedef {{}} Stats_Active_Divers_By_MonthInputs */
/** @typedef {{}} Stats_Admins_OnlyInputs */
/** @typedef {{ species: NonNullable<unknown>, weight: NonNullable<unknown> }} Stats_Bests_SummaryInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Stats_Bests_TitleInputs */
/** @typedef {{}} Stats_Catches_By_MonthInputs */
/** @typedef {{ count: NonNullable<unknown> }} Stats_Catches_CountInputs */
/** @typedef {{}} Stats_Club_MarkInputs */
/** @typedef {{}} Stats_Club_SeasonInputs */
/** @typedef {{ year: NonNullable<unknown> }} Stats_Club_Season_TitleInputs */
/** @typedef {{ catches: NonNullable<unknown>, divers: NonNullable<unknown>, year: NonNullable<unknown> }} Stats_Club_TotalsInputs */
/** @typedef {{}} Stats_Col_Active_DiversInputs */
/** @typedef {{}} Stats_Col_CatchesInputs */
/** @typedef {{}} Stats_Col_Club_RecordInputs */
/** @typedef {{}} Stats_Col_DateInputs */
/** @typedef {{}} Stats_Col_MonthInputs */
/** @typedef {{}} Stats_Col_SpeciesInputs */
/** @typedef {{}} Stats_Col_WeightInputs */
/** @typedef {{}} Stats_Col_YoursInputs */
/** @typedef {{}} Stats_Deepest_Against_ClubInputs */
/** @typedef {{ diver: NonNullable<unknown> }} Stats_Diver_SeasonInputs */
/** @typedef {{ diver: NonNullable<unknown>, year: NonNullable<unknown> }} Stats_Diver_Season_TitleInputs */
/** @typedef {{ catches: NonNullable<unknown>, weight: NonNullable<unknown>, year: NonNullable<unknown> }} Stats_Diver_TotalsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Stats_Divers_CountInputs */
/** @typedef {{}} Stats_Heaviest_Against_ClubInputs */
/** @typedef {{ weight: NonNullable<unknown> }} Stats_In_AllInputs */
/** @typedef {{ species: NonNullable<unknown>, name: NonNullable<unknown>, count: NonNullable<unknown>, total: NonNullable<unknown> }} Stats_Mix_SummaryInputs */
/** @typedef {{ month: NonNullable<unknown>, count: NonNullable<unknown> }} Stats_Most_Catches_InInputs */
/** @typedef {{ month: NonNullable<unknown>, count: NonNullable<unknown> }} Stats_Most_Divers_InInputs */
/** @typedef {{}} Stats_No_CatchesInputs */
/** @typedef {{}} Stats_No_Catches_MonthsInputs */
/** @typedef {{}} Stats_Record_BronzeInputs */
/** @typedef {{}} Stats_Record_GoldInputs */
/** @typedef {{ held: NonNullable<unknown>, shown: NonNullable<unknown> }} Stats_Record_HeldInputs */
/** @typedef {{}} Stats_Record_SilverInputs */
/** @typedef {{ year: NonNullable<unknown> }} Stats_SeasonInputs */
/** @typedef {{}} Stats_SeasonsInputs */
/** @typedef {{}} Stats_Species_MixInputs */
/** @typedef {{}} Stats_The_SpeciesInputs */
/** @typedef {{}} Stats_TitleInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Stats_Weight_By_MonthInputs */
/** @typedef {{}} Stats_Weights_Of_A_SpeciesInputs */
/** @typedef {{}} Stats_Weights_SummaryInputs */
/** @typedef {{}} Stats_Weights_Summary_No_RecordsInputs */
/** @typedef {{ species: NonNullable<unknown>, unit: NonNullable<unknown> }} Stats_Weights_TitleInputs */
/** @typedef {{}} Stats_World_RecordInputs */
/** @typedef {{}} Stats_Your_SeasonInputs */
/** @typedef {{}} Totp_BackInputs */
/** @typedef {{}} Totp_Code_LabelInputs */
/** @typedef {{}} Totp_Code_Or_RecoveryInputs */
/** @typedef {{ count: NonNullable<unknown> }} Totp_Codes_LeftInputs */
/** @typedef {{}} Totp_Codes_OnceInputs */
/** @typedef {{}} Totp_Codes_TextInputs */
/** @typedef {{}} Totp_Codes_TitleInputs */
/** @typedef {{}} Totp_Enter_CodeInputs */
/** @typedef {{}} Totp_HasInputs */
/** @typedef {{}} Totp_HeadingInputs */
/** @typedef {{ key: NonNullable<unknown> }} Totp_KeyInputs */
/** @typedef {{}} Totp_NoneInputs */
/** @typedef {{}} Totp_OffInputs */
/** @typedef {{}} Totp_OnInputs */
/** @typedef {{}} Totp_Or_PasswordInputs */
/** @typedef {{}} Totp_Password_RightInputs */
/** @typedef {{}} Totp_Qr_LabelInputs */
/** @typedef {{}} Totp_RemoveInputs */
/** @typedef {{}} Totp_Remove_CodeInputs */
/** @typedef {{}} Totp_ResetInputs */
/** @typedef {{ name: NonNullable<unknown> }} Totp_Reset_LabelInputs */
/** @typedef {{}} Totp_ScanInputs */
/** @typedef {{}} Totp_Set_UpInputs */
/** @typedef {{}} Totp_Start_FirstInputs */
/** @typedef {{ uri: NonNullable<unknown> }} Totp_UriInputs */
/** @typedef {{}} Totp_Use_PasskeyInputs */
/** @typedef {{}} Totp_Wrong_CodeInputs */
/** @typedef {{}} Verify_AskInputs */
/** @typedef {{ time: NonNullable<unknown> }} Verify_AskedInputs */
/** @typedef {{ note: NonNullable<unknown> }} Verify_Diver_MessageInputs */
/** @typedef {{}} Verify_EvidenceInputs */
/** @typedef {{}} Verify_Evidence_And_GradingInputs */
/** @typedef {{}} Verify_Evidence_NoteInputs */
/** @typedef {{}} Verify_Gap_Bad_DateInputs */
/** @typedef {{}} Verify_Gap_FreediveInputs */
/** @typedef {{}} Verify_Gap_Interested_WitnessInputs */
/** @typedef {{}} Verify_Gap_MeasurementInputs */
/** @typedef {{}} Verify_Gap_Not_This_CatchInputs */
/** @typedef {{ tier: NonNullable<unknown> }} Verify_Gap_PhotoInputs */
/** @typedef {{}} Verify_Gap_Scale_DateInputs */
/** @typedef {{}} Verify_Gap_Weigh_PhotoInputs */
/** @typedef {{}} Verify_Gap_WitnessInputs */
/** @typedef {{}} Verify_GradeInputs */
/** @typedef {{ tier: NonNullable<unknown> }} Verify_Grade_AsInputs */
/** @typedef {{ species: NonNullable<unknown> }} Verify_HeadingInputs */
/** @typedef {{}} Verify_HistoryInputs */
/** @typedef {{ tier: NonNullable<unknown> }} Verify_LacksInputs */
/** @typedef {{}} Verify_LadderInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Verify_LengthInputs */
/** @typedef {{}} Verify_MeasurementInputs */
/** @typedef {{ tier: NonNullable<unknown> }} Verify_MeetsInputs */
/** @typedef {{}} Verify_Message_To_VerifierInputs */
/** @typedef {{}} Verify_MethodInputs */
/** @typedef {{}} Verify_Needs_BronzeInputs */
/** @typedef {{}} Verify_Needs_GoldInputs */
/** @typedef {{}} Verify_Needs_SilverInputs */
/** @typedef {{}} Verify_No_PhotosInputs */
/** @typedef {{}} Verify_No_Photos_YetInputs */
/** @typedef {{}} Verify_NoneInputs */
/** @typedef {{}} Verify_Own_CatchInputs */
/** @typedef {{ species: NonNullable<unknown>, number: NonNullable<unknown> }} Verify_Photo_AltInputs */
/** @typedef {{ number: NonNullable<unknown> }} Verify_Photo_NumberInputs */
/** @typedef {{ number: NonNullable<unknown> }} Verify_Photo_WeighingInputs */
/** @typedef {{}} Verify_PhotosInputs */
/** @typedef {{}} Verify_Photos_FullInputs */
/** @typedef {{}} Verify_Photos_Of_FishInputs */
/** @typedef {{}} Verify_Queue_TitleInputs */
/** @typedef {{}} Verify_ReasonInputs */
/** @typedef {{}} Verify_RefuseInputs */
/** @typedef {{ count: NonNullable<unknown> }} Verify_RequestsInputs */
/** @typedef {{}} Verify_Scale_CertifiedInputs */
/** @typedef {{ species: NonNullable<unknown> }} Verify_TitleInputs */
/** @typedef {{}} Verify_WaitingInputs */
/** @typedef {{}} Verify_Weigh_PhotoInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Verify_WeightInputs */
/** @typedef {{}} Verify_WitnessInputs */
/** @typedef {{}} Verify_Witness_ContactInputs */
/** @typedef {{}} Verify_Witness_NameInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Wait_And_RetryInputs */
/** @typedef {{ link: NonNullable<unknown> }} Way_In_ApprovalInputs */
/** @typedef {{}} Way_In_AskInputs */
/** @typedef {{}} Way_In_ClosedInputs */
/** @typedef {{ link: NonNullable<unknown> }} Way_In_DevelopersInputs */
/** @typedef {{}} Way_In_Early_AccessInputs */
/** @typedef {{}} Way_In_InviteInputs */
/** @typedef {{ link: NonNullable<unknown> }} Way_In_OpenInputs */
/** @typedef {{}} Way_In_Sign_UpInputs */
/** @typedef {{}} Webhook_AddInputs */
/** @typedef {{}} Webhook_Add_HeadingInputs */
/** @typedef {{ url: NonNullable<unknown> }} Webhook_AddedInputs */
/** @typedef {{ code: NonNullable<unknown>, ms: NonNullable<unknown> }} Webhook_Attempt_HttpInputs */
/** @typedef {{ error: NonNullable<unknown>, ms: NonNullable<unknown> }} Webhook_Attempt_No_AnswerInputs */
/** @typedef {{}} Webhook_AttemptsInputs */
/** @typedef {{}} Webhook_CancelInputs */
/** @typedef {{}} Webhook_DeleteInputs */
/** @typedef {{}} Webhook_Delete_AskInputs */
/** @typedef {{}} Webhook_Delete_TitleInputs */
/** @typedef {{ url: NonNullable<unknown> }} Webhook_Delete_WhatInputs */
/** @typedef {{}} Webhook_DeliveriesInputs */
/** @typedef {{}} Webhook_Delivery_FailedInputs */
/** @typedef {{}} Webhook_Delivery_PendingInputs */
/** @typedef {{}} Webhook_Delivery_SucceededInputs */
/** @typedef {{}} Webhook_DescriptionInputs */
/** @typedef {{}} Webhook_DisableInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Webhook_DisabledInputs */
/** @typedef {{}} Webhook_EnableInputs */
/** @typedef {{}} Webhook_EnabledInputs */
/** @typedef {{ url: NonNullable<unknown> }} Webhook_Endpoint_TitleInputs */
/** @typedef {{}} Webhook_ErrorInputs */
/** @typedef {{}} Webhook_EventInputs */
/** @typedef {{}} Webhook_Every_EventInputs */
/** @typedef {{}} Webhook_Failing_SinceInputs */
/** @typedef {{}} Webhook_New_SecretInputs */
/** @typedef {{}} Webhook_Next_RetryInputs */
/** @typedef {{}} Webhook_No_AttemptsInputs */
/** @typedef {{}} Webhook_No_DeliveriesInputs */
/** @typedef {{}} Webhook_No_EndpointsInputs */
/** @typedef {{}} Webhook_RefreshInputs */
/** @typedef {{}} Webhook_ResendInputs */
/** @typedef {{ type: NonNullable<unknown>, id: NonNullable<unknown> }} Webhook_Resend_LabelInputs */
/** @typedef {{}} Webhook_RotateInputs */
/** @typedef {{}} Webhook_SecretInputs */
/** @typedef {{}} Webhook_Send_TestInputs */
/** @typedef {{}} Webhook_StateInputs */
/** @typedef {{}} Webhook_StatusInputs */
/** @typedef {{}} Webhook_TitleInputs */
/** @typedef {{}} Webhook_UrlInputs */
import * as registry from "../registry.js"


export const account_activity = /** @type {(inputs: Account_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account activity`)
};

export const account_change_password = /** @type {(inputs: Account_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

export const account_col_address = /** @type {(inputs: Account_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const account_col_device = /** @type {(inputs: Account_Col_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Device`)
};

export const account_col_from = /** @type {(inputs: Account_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const account_col_last_seen = /** @type {(inputs: Account_Col_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last seen`)
};

export const account_col_what = /** @type {(inputs: Account_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What`)
};

export const account_col_when = /** @type {(inputs: Account_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

export const account_confirm = /** @type {(inputs: Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

export const account_confirm_code_label = /** @type {(inputs: Account_Confirm_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or a code from your authenticator app`)
};

export const account_confirm_lead = /** @type {(inputs: Account_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This change needs a fresh proof that it is you. We will not ask again for the next ${i?.minutes} minutes.`)
};

export const account_confirm_provider = /** @type {(inputs: Account_Confirm_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account signs in through another provider: sign out and sign in again, then make the change.`)
};

export const account_confirm_title = /** @type {(inputs: Account_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm it is you`)
};

export const account_confirm_with_code = /** @type {(inputs: Account_Confirm_With_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm with the code`)
};

export const account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

export const account_developer_link = /** @type {(inputs: Account_Developer_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build with the API: the developer portal`)
};

export const account_device_browser_on = /** @type {(inputs: Account_Device_Browser_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a browser on ${i?.system}`)
};

export const account_device_on = /** @type {(inputs: Account_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.system}`)
};

export const account_device_unknown = /** @type {(inputs: Account_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown device`)
};

export const account_diver_page = /** @type {(inputs: Account_Diver_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your diver page`)
};

export const account_event_display_name_changed = /** @type {(inputs: Account_Event_Display_Name_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name changed`)
};

export const account_event_email_change_requested = /** @type {(inputs: Account_Event_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New email address asked for`)
};

export const account_event_email_changed = /** @type {(inputs: Account_Event_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address changed`)
};

export const account_event_ended = /** @type {(inputs: Account_Event_EndedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ended`);
	return /** @type {LocalizedString} */ (`${i?.count} ended`)
	
};

export const account_event_passkey_added = /** @type {(inputs: Account_Event_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey added`)
};

export const account_event_passkey_removed = /** @type {(inputs: Account_Event_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey removed`)
};

export const account_event_password_changed = /** @type {(inputs: Account_Event_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed`)
};

export const account_event_password_reset = /** @type {(inputs: Account_Event_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password set by a mailed link`)
};

export const account_event_recovery_code_used = /** @type {(inputs: Account_Event_Recovery_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery code used`)
};

export const account_event_role_changed = /** @type {(inputs: Account_Event_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role changed`)
};

export const account_event_second_factor_added = /** @type {(inputs: Account_Event_Second_Factor_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator app added`)
};

export const account_event_second_factor_removed = /** @type {(inputs: Account_Event_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator app removed`)
};

export const account_event_session_ended = /** @type {(inputs: Account_Event_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A session signed out`)
};

export const account_event_sessions_ended = /** @type {(inputs: Account_Event_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other sessions signed out`)
};

export const account_event_sign_in = /** @type {(inputs: Account_Event_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in`)
};

export const account_event_sign_in_failed = /** @type {(inputs: Account_Event_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed sign-in (wrong password)`)
};

export const account_event_with = /** @type {(inputs: Account_Event_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`with ${i?.method}`)
};

export const account_mail_new_address_body = /** @type {(inputs: Account_Mail_New_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone asked to use this address for their account at catchd at ${i?.url}.

If it was you, open this link within 24 hours to confirm it:

${i?.link}

If it was not you, ignore this mail: nothing changes without the link.`)
};

export const account_mail_new_address_subject = /** @type {(inputs: Account_Mail_New_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your new email address for catchd`)
};

export const account_mail_old_address_body = /** @type {(inputs: Account_Mail_Old_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone signed in to your account at catchd at ${i?.url} asked to change its email address.

This address stays until the new one is confirmed by the link mailed to it. If it was not you, sign in, change your password (that signs out everyone else) and put your address back:

${i?.link}`)
};

export const account_mail_old_address_subject = /** @type {(inputs: Account_Mail_Old_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catchd email address is being changed`)
};

export const account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const account_new_address_text = /** @type {(inputs: Account_New_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Should your catchd account use ${i?.email} from now on?`)
};

export const account_new_address_title = /** @type {(inputs: Account_New_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your new address`)
};

export const account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const account_not_linkable_closed = /** @type {(inputs: Account_Not_Linkable_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no account with this address here, and this club does not take new members at the moment.`)
};

export const account_not_linkable_declined = /** @type {(inputs: Account_Not_Linkable_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sign-up with this address was declined. Ask an administrator if you think this is a mistake.`)
};

export const account_not_linkable_disabled = /** @type {(inputs: Account_Not_Linkable_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account has been disabled by an administrator.`)
};

export const account_not_linkable_invite = /** @type {(inputs: Account_Not_Linkable_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no account with this address here. Ask an administrator for an invitation, then open its link.`)
};

export const account_not_linkable_unconfirmed = /** @type {(inputs: Account_Not_Linkable_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account here uses this address, but the address has not been confirmed, so it cannot be linked. Sign in with your password, or ask an administrator.`)
};

export const account_not_linkable_unverified = /** @type {(inputs: Account_Not_Linkable_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account there has no verified email address, so it cannot be linked to a catchd account.`)
};

export const account_notifications_link = /** @type {(inputs: Account_Notifications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications: what reaches you`)
};

export const account_password_lead = /** @type {(inputs: Account_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing it signs out every other session.`)
};

export const account_pending_email = /** @type {(inputs: Account_Pending_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for you to confirm ${i?.pending} by the link we mailed there. Until then we keep ${i?.email}.`)
};

export const account_pref_as_club = /** @type {(inputs: Account_Pref_As_ClubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As the club (${i?.shown})`)
};

export const account_pref_heading = /** @type {(inputs: Account_Pref_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Units, time zone and language`)
};

export const account_pref_note = /** @type {(inputs: Account_Pref_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some pages are still in English; each follows your language once it is translated.`)
};

export const account_pref_time_zone = /** @type {(inputs: Account_Pref_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

export const account_pref_units = /** @type {(inputs: Account_Pref_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Units`)
};

export const account_profile_heading = /** @type {(inputs: Account_Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name and email`)
};

export const account_provider_cancelled = /** @type {(inputs: Account_Provider_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} did not sign you in.`)
};

export const account_provider_cancelled_title = /** @type {(inputs: Account_Provider_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in cancelled`)
};

export const account_provider_failed = /** @type {(inputs: Account_Provider_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} could not confirm who you are. Please try again.`)
};

export const account_provider_failed_title = /** @type {(inputs: Account_Provider_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in failed`)
};

export const account_provider_refused_title = /** @type {(inputs: Account_Provider_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot sign you in`)
};

export const account_provider_unavailable = /** @type {(inputs: Account_Provider_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} could not be reached. Try again later or use your password.`)
};

export const account_provider_unavailable_title = /** @type {(inputs: Account_Provider_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in unavailable`)
};

export const account_provider_waiting = /** @type {(inputs: Account_Provider_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sign-up is waiting for an administrator’s decision. Once it is approved, sign in the same way to come in.`)
};

export const account_role = /** @type {(inputs: Account_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Role: ${i?.role}`)
};

export const account_save = /** @type {(inputs: Account_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const account_session_sign_out = /** @type {(inputs: Account_Session_Sign_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign out ${i?.device}, last seen ${i?.time}`)
};

export const account_sessions = /** @type {(inputs: Account_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where you are signed in`)
};

export const account_sign_out_others = /** @type {(inputs: Account_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out all others`)
};

export const account_this_session = /** @type {(inputs: Account_This_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(this one)`)
};

export const account_title = /** @type {(inputs: Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

export const account_units_imperial = /** @type {(inputs: Account_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperial (lb, in, ft, °F)`)
};

export const account_units_metric = /** @type {(inputs: Account_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metric (kg, cm, m, °C)`)
};

export const account_wrong_password = /** @type {(inputs: Account_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That password is not right.`)
};

export const account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password`)
};

export const board_any = /** @type {(inputs: Board_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

export const board_ask_each = /** @type {(inputs: Board_Ask_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: ask for verification on each`)
};

export const board_board = /** @type {(inputs: Board_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Board`)
};

export const board_boards_label = /** @type {(inputs: Board_Boards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boards`)
};

export const board_caption_catch_count = /** @type {(inputs: Board_Caption_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How many fish each diver landed.`)
};

export const board_caption_deepest = /** @type {(inputs: Board_Caption_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each diver’s deepest catch, with the catch.`)
};

export const board_caption_heaviest = /** @type {(inputs: Board_Caption_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each diver’s heaviest fish, with the catch.`)
};

export const board_caption_total_weight = /** @type {(inputs: Board_Caption_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All the fish each diver landed, weighed together.`)
};

export const board_catch_count = /** @type {(inputs: Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most catches`)
};

export const board_choose = /** @type {(inputs: Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the board and filters`)
};

export const board_col_catch = /** @type {(inputs: Board_Col_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catch`)
};

export const board_col_catches = /** @type {(inputs: Board_Col_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catches`)
};

export const board_col_depth = /** @type {(inputs: Board_Col_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depth`)
};

export const board_col_diver = /** @type {(inputs: Board_Col_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diver`)
};

export const board_col_rank = /** @type {(inputs: Board_Col_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rank`)
};

export const board_col_weight = /** @type {(inputs: Board_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

export const board_deepest = /** @type {(inputs: Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deepest catch`)
};

export const board_dive_freedive = /** @type {(inputs: Board_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`freedive`)
};

export const board_dive_scuba = /** @type {(inputs: Board_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`scuba`)
};

export const board_dive_type = /** @type {(inputs: Board_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dive type`)
};

export const board_embeddable = /** @type {(inputs: Board_EmbeddableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`embeddable board`)
};

export const board_empty_bronze = /** @type {(inputs: Board_Empty_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This board shows catches verified bronze or better: the club’s choice, so that a record is a record.`)
};

export const board_empty_gold = /** @type {(inputs: Board_Empty_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This board shows catches verified gold only: the club’s choice, so that a record is a record.`)
};

export const board_empty_silver = /** @type {(inputs: Board_Empty_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This board shows catches verified silver or better: the club’s choice, so that a record is a record.`)
};

export const board_empty_title = /** @type {(inputs: Board_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No catch counts here yet.`)
};

export const board_every_catch = /** @type {(inputs: Board_Every_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See every catch, verified or not`)
};

export const board_filters_label = /** @type {(inputs: Board_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Board and filters`)
};

export const board_for_website = /** @type {(inputs: Board_For_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For your club’s website: ${i?.link}`)
};

export const board_gear = /** @type {(inputs: Board_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gear`)
};

export const board_gear_other = /** @type {(inputs: Board_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`other`)
};

export const board_gear_polespear = /** @type {(inputs: Board_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`polespear`)
};

export const board_gear_sling = /** @type {(inputs: Board_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sling`)
};

export const board_gear_speargun = /** @type {(inputs: Board_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`speargun`)
};

export const board_heading = /** @type {(inputs: Board_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaderboards`)
};

export const board_heaviest = /** @type {(inputs: Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heaviest fish`)
};

export const board_medal_bronze = /** @type {(inputs: Board_Medal_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bronze`)
};

export const board_medal_gold = /** @type {(inputs: Board_Medal_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gold`)
};

export const board_medal_silver = /** @type {(inputs: Board_Medal_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silver`)
};

export const board_no_catches = /** @type {(inputs: Board_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No catches on this board yet.`)
};

export const board_page_title = /** @type {(inputs: Board_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leaderboard: ${i?.board}`)
};

export const board_photo_alt = /** @type {(inputs: Board_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} by ${i?.diver}`)
};

export const board_podium = /** @type {(inputs: Board_PodiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first three`)
};

export const board_season = /** @type {(inputs: Board_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Season (year)`)
};

export const board_show = /** @type {(inputs: Board_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const board_species = /** @type {(inputs: Board_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species`)
};

export const board_table_label = /** @type {(inputs: Board_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaderboard`)
};

export const board_tier_bronze = /** @type {(inputs: Board_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified bronze or better`)
};

export const board_tier_gold = /** @type {(inputs: Board_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified gold only`)
};

export const board_tier_silver = /** @type {(inputs: Board_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified silver or better`)
};

export const board_tier_unverified = /** @type {(inputs: Board_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every catch, verified or not`)
};

export const board_total_weight = /** @type {(inputs: Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total weight`)
};

export const board_waiting_verification = /** @type {(inputs: Board_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catches waiting for verification`)
};

export const board_which_count = /** @type {(inputs: Board_Which_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which catches count`)
};

export const board_your_unverified = /** @type {(inputs: Board_Your_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catches not verified yet`)
};

export const catch_add_photos = /** @type {(inputs: Catch_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add photos`)
};

export const catch_any = /** @type {(inputs: Catch_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

export const catch_ask_verification = /** @type {(inputs: Catch_Ask_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add evidence and ask for verification`)
};

export const catch_by = /** @type {(inputs: Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By ${i?.link}`)
};

export const catch_caught = /** @type {(inputs: Catch_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caught`)
};

export const catch_caught_after = /** @type {(inputs: Catch_Caught_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caught after (${i?.zone} time)`)
};

export const catch_caught_at_now = /** @type {(inputs: Catch_Caught_At_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caught at (your time; empty means now)`)
};

export const catch_caught_at_zone = /** @type {(inputs: Catch_Caught_At_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caught at (${i?.zone} time)`)
};

export const catch_caught_before = /** @type {(inputs: Catch_Caught_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caught before (${i?.zone} time)`)
};

export const catch_count = /** @type {(inputs: Catch_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} catch`);
	return /** @type {LocalizedString} */ (`${i?.count} catches`)
	
};

export const catch_delete_button = /** @type {(inputs: Catch_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const catch_delete_keep = /** @type {(inputs: Catch_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

export const catch_delete_link = /** @type {(inputs: Catch_Delete_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this catch…`)
};

export const catch_delete_question = /** @type {(inputs: Catch_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this catch?`)
};

export const catch_delete_title = /** @type {(inputs: Catch_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete catch`)
};

export const catch_delete_warning = /** @type {(inputs: Catch_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its photos and verification history go with it. This cannot be undone.`)
};

export const catch_depth = /** @type {(inputs: Catch_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depth`)
};

export const catch_dive = /** @type {(inputs: Catch_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dive`)
};

export const catch_dive_freedive = /** @type {(inputs: Catch_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freedive`)
};

export const catch_dive_scuba = /** @type {(inputs: Catch_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scuba`)
};

export const catch_dive_type = /** @type {(inputs: Catch_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dive type`)
};

export const catch_edit = /** @type {(inputs: Catch_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const catch_edit_title = /** @type {(inputs: Catch_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit catch`)
};

export const catch_edit_title_of = /** @type {(inputs: Catch_Edit_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.species}`)
};

export const catch_edit_warning = /** @type {(inputs: Catch_Edit_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing the weight or species of a verified catch sends it back to unverified.`)
};

export const catch_filter_label = /** @type {(inputs: Catch_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter my catches`)
};

export const catch_filter_max_depth = /** @type {(inputs: Catch_Filter_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Max depth`)
};

export const catch_filter_max_weight = /** @type {(inputs: Catch_Filter_Max_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Max weight`)
};

export const catch_filter_min_depth = /** @type {(inputs: Catch_Filter_Min_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Min depth`)
};

export const catch_filter_min_weight = /** @type {(inputs: Catch_Filter_Min_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Min weight`)
};

export const catch_filter_order = /** @type {(inputs: Catch_Filter_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

export const catch_filter_submit = /** @type {(inputs: Catch_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

export const catch_filter_title = /** @type {(inputs: Catch_Filter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter and sort`)
};

export const catch_filter_words = /** @type {(inputs: Catch_Filter_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words in notes`)
};

export const catch_gear = /** @type {(inputs: Catch_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gear`)
};

export const catch_gear_not_said = /** @type {(inputs: Catch_Gear_Not_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not said`)
};

export const catch_gear_other = /** @type {(inputs: Catch_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

export const catch_gear_polespear = /** @type {(inputs: Catch_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polespear`)
};

export const catch_gear_sling = /** @type {(inputs: Catch_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sling`)
};

export const catch_gear_speargun = /** @type {(inputs: Catch_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speargun`)
};

export const catch_latitude = /** @type {(inputs: Catch_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

export const catch_length = /** @type {(inputs: Catch_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Length`)
};

export const catch_length_optional = /** @type {(inputs: Catch_Length_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Length (optional)`)
};

export const catch_list_empty_button = /** @type {(inputs: Catch_List_Empty_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log your first catch`)
};

export const catch_list_empty_text = /** @type {(inputs: Catch_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every fish you land goes here, with its photos: log it from the boat, even without signal.`)
};

export const catch_list_empty_title = /** @type {(inputs: Catch_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your log is empty`)
};

export const catch_list_no_match = /** @type {(inputs: Catch_List_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No catch matches these filters.`)
};

export const catch_list_title = /** @type {(inputs: Catch_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My catches`)
};

export const catch_located = /** @type {(inputs: Catch_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Location set (±${i?.accuracy} m).`)
};

export const catch_locating = /** @type {(inputs: Catch_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding you…`)
};

export const catch_location_optional = /** @type {(inputs: Catch_Location_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location (optional)`)
};

export const catch_longitude = /** @type {(inputs: Catch_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

export const catch_new_title = /** @type {(inputs: Catch_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log a catch`)
};

export const catch_no_photo = /** @type {(inputs: Catch_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photo`)
};

export const catch_no_photos = /** @type {(inputs: Catch_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos yet.`)
};

export const catch_not_located = /** @type {(inputs: Catch_Not_LocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your location could not be found.`)
};

export const catch_not_verified = /** @type {(inputs: Catch_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified yet.`)
};

export const catch_notes = /** @type {(inputs: Catch_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

export const catch_photo_alt = /** @type {(inputs: Catch_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, photo ${i?.number}`)
};

export const catch_photos = /** @type {(inputs: Catch_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

export const catch_place_name = /** @type {(inputs: Catch_Place_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place name`)
};

export const catch_place_not_given = /** @type {(inputs: Catch_Place_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not given`)
};

export const catch_rounded = /** @type {(inputs: Catch_RoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(rounded)`)
};

export const catch_save = /** @type {(inputs: Catch_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save catch`)
};

export const catch_save_changes = /** @type {(inputs: Catch_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

export const catch_sort_deepest = /** @type {(inputs: Catch_Sort_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deepest`)
};

export const catch_sort_heaviest = /** @type {(inputs: Catch_Sort_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heaviest`)
};

export const catch_sort_newest_caught = /** @type {(inputs: Catch_Sort_Newest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest caught`)
};

export const catch_sort_newest_logged = /** @type {(inputs: Catch_Sort_Newest_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest logged`)
};

export const catch_sort_oldest_caught = /** @type {(inputs: Catch_Sort_Oldest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oldest caught`)
};

export const catch_species = /** @type {(inputs: Catch_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species`)
};

export const catch_species_hint = /** @type {(inputs: Catch_Species_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any common name in any language, or the scientific name.`)
};

export const catch_tier = /** @type {(inputs: Catch_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tier`)
};

export const catch_tier_bronze = /** @type {(inputs: Catch_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

export const catch_tier_gold = /** @type {(inputs: Catch_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold`)
};

export const catch_tier_silver = /** @type {(inputs: Catch_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`silver`)
};

export const catch_tier_unverified = /** @type {(inputs: Catch_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unverified`)
};

export const catch_time_zone = /** @type {(inputs: Catch_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

export const catch_unit = /** @type {(inputs: Catch_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit`)
};

export const catch_upload = /** @type {(inputs: Catch_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload`)
};

export const catch_use_location = /** @type {(inputs: Catch_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use my location`)
};

export const catch_verification_history = /** @type {(inputs: Catch_Verification_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification history`)
};

export const catch_verification_moved = /** @type {(inputs: Catch_Verification_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} moved it from ${i?.from} to ${i?.to}`)
};

export const catch_verification_requested = /** @type {(inputs: Catch_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification requested: change evidence`)
};

export const catch_weight = /** @type {(inputs: Catch_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

export const catch_where = /** @type {(inputs: Catch_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where`)
};

export const chart_mark = /** @type {(inputs: Chart_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ${i?.value}`)
};

export const chart_mark_default = /** @type {(inputs: Chart_Mark_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mark`)
};

export const chart_numbers = /** @type {(inputs: Chart_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The numbers`)
};

export const club_label_board_min_tier = /** @type {(inputs: Club_Label_Board_Min_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boards count catches verified at least`)
};

export const club_label_language = /** @type {(inputs: Club_Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const club_label_name = /** @type {(inputs: Club_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Club name`)
};

export const club_label_season_start = /** @type {(inputs: Club_Label_Season_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seasons start on (MM-DD)`)
};

export const club_label_signup = /** @type {(inputs: Club_Label_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How people join`)
};

export const club_label_time_zone = /** @type {(inputs: Club_Label_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

export const club_label_units = /** @type {(inputs: Club_Label_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Units`)
};

export const club_own_choices = /** @type {(inputs: Club_Own_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People may choose their own units, time zone and language on their account page; these apply to everyone else.`)
};

export const club_pinned = /** @type {(inputs: Club_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pinned by ${i?.variable} on the server: the operator changes it there.`)
};

export const club_save = /** @type {(inputs: Club_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const club_signup_approval = /** @type {(inputs: Club_Signup_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone asks to join; an admin approves`)
};

export const club_signup_closed = /** @type {(inputs: Club_Signup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody joins; admins add people`)
};

export const club_signup_invite = /** @type {(inputs: Club_Signup_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By invitation: admins invite people by email`)
};

export const club_signup_open = /** @type {(inputs: Club_Signup_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone joins as a diver`)
};

export const club_tier_bronze = /** @type {(inputs: Club_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

export const club_tier_gold = /** @type {(inputs: Club_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold`)
};

export const club_tier_silver = /** @type {(inputs: Club_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`silver`)
};

export const club_tier_unverified = /** @type {(inputs: Club_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unverified`)
};

export const club_title = /** @type {(inputs: Club_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The club`)
};

export const club_units_imperial = /** @type {(inputs: Club_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperial (lb, in, ft, °F)`)
};

export const club_units_metric = /** @type {(inputs: Club_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metric (kg, cm, m, °C)`)
};

export const competition_accept = /** @type {(inputs: Competition_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept`)
};

export const competition_add_divers = /** @type {(inputs: Competition_Add_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divers (emails, comma separated; the first enters)`)
};

export const competition_add_entry = /** @type {(inputs: Competition_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add entry`)
};

export const competition_add_entry_heading = /** @type {(inputs: Competition_Add_Entry_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an entry`)
};

export const competition_all_entries = /** @type {(inputs: Competition_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All entries`)
};

export const competition_biggest = /** @type {(inputs: Competition_BiggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biggest`)
};

export const competition_cancel = /** @type {(inputs: Competition_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel competition`)
};

export const competition_change = /** @type {(inputs: Competition_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the competition`)
};

export const competition_change_lead = /** @type {(inputs: Competition_Change_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: everything may change until it runs; then only its description.`)
};

export const competition_change_title = /** @type {(inputs: Competition_Change_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change ${i?.name}`)
};

export const competition_counts = /** @type {(inputs: Competition_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counts`)
};

export const competition_counts_not = /** @type {(inputs: Competition_Counts_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No: ${i?.reason}`)
};

export const competition_counts_points = /** @type {(inputs: Competition_Counts_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`counts, ${i?.points} point`);
	return /** @type {LocalizedString} */ (`counts, ${i?.points} points`)
	
};

export const competition_counts_question = /** @type {(inputs: Competition_Counts_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counts?`)
};

export const competition_create_draft = /** @type {(inputs: Competition_Create_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create draft`)
};

export const competition_description_label = /** @type {(inputs: Competition_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description (optional)`)
};

export const competition_dismiss = /** @type {(inputs: Competition_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const competition_division = /** @type {(inputs: Competition_DivisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Division`)
};

export const competition_divisions_label = /** @type {(inputs: Competition_Divisions_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divisions (comma separated, optional)`)
};

export const competition_ends_label = /** @type {(inputs: Competition_Ends_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends (local time)`)
};

export const competition_enter = /** @type {(inputs: Competition_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter`)
};

export const competition_entries_count = /** @type {(inputs: Competition_Entries_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} entry.`);
	return /** @type {LocalizedString} */ (`${i?.count} entries.`)
	
};

export const competition_entry = /** @type {(inputs: Competition_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entry`)
};

export const competition_entry_admin = /** @type {(inputs: Competition_Entry_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins add entries`)
};

export const competition_entry_label = /** @type {(inputs: Competition_Entry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who enters`)
};

export const competition_entry_open = /** @type {(inputs: Competition_Entry_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divers enter themselves`)
};

export const competition_finalize = /** @type {(inputs: Competition_FinalizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalize results`)
};

export const competition_find = /** @type {(inputs: Competition_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find`)
};

export const competition_find_entry = /** @type {(inputs: Competition_Find_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find the entry`)
};

export const competition_fish = /** @type {(inputs: Competition_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fish`)
};

export const competition_live_full = /** @type {(inputs: Competition_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The standings still show when you reload.`)
};

export const competition_live_full_title = /** @type {(inputs: Competition_Live_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live standings are full`)
};

export const competition_my_fish = /** @type {(inputs: Competition_My_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My fish`)
};

export const competition_my_fish_rank = /** @type {(inputs: Competition_My_Fish_RankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`My fish · rank ${i?.rank}`)
};

export const competition_name_label = /** @type {(inputs: Competition_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const competition_new = /** @type {(inputs: Competition_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New competition`)
};

export const competition_next = /** @type {(inputs: Competition_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next: ${i?.name}`)
};

export const competition_no_entries = /** @type {(inputs: Competition_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No entries yet.`)
};

export const competition_no_fish = /** @type {(inputs: Competition_No_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No fish logged in the competition window yet.`)
};

export const competition_no_fish_window = /** @type {(inputs: Competition_No_Fish_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No fish logged in the window.`)
};

export const competition_nobody = /** @type {(inputs: Competition_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(nobody)`)
};

export const competition_none = /** @type {(inputs: Competition_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None.`)
};

export const competition_overall = /** @type {(inputs: Competition_OverallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overall`)
};

export const competition_points = /** @type {(inputs: Competition_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

export const competition_preset_cmas = /** @type {(inputs: Competition_Preset_CmasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CMAS points`)
};

export const competition_preset_heaviest = /** @type {(inputs: Competition_Preset_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heaviest fish`)
};

export const competition_preset_total = /** @type {(inputs: Competition_Preset_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total weight`)
};

export const competition_printable_results = /** @type {(inputs: Competition_Printable_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printable results`)
};

export const competition_protest_dismissed = /** @type {(inputs: Competition_Protest_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dismissed`)
};

export const competition_protest_entry = /** @type {(inputs: Competition_Protest_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About the entry`)
};

export const competition_protest_general = /** @type {(inputs: Competition_Protest_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(the results in general)`)
};

export const competition_protest_heading = /** @type {(inputs: Competition_Protest_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protest`)
};

export const competition_protest_hours_label = /** @type {(inputs: Competition_Protest_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protest window (hours)`)
};

export const competition_protest_note = /** @type {(inputs: Competition_Protest_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note`)
};

export const competition_protest_open = /** @type {(inputs: Competition_Protest_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open`)
};

export const competition_protest_reason = /** @type {(inputs: Competition_Protest_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

export const competition_protest_submit = /** @type {(inputs: Competition_Protest_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protest`)
};

export const competition_protest_upheld = /** @type {(inputs: Competition_Protest_UpheldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`upheld`)
};

export const competition_protests = /** @type {(inputs: Competition_ProtestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protests`)
};

export const competition_provisional_results = /** @type {(inputs: Competition_Provisional_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisional results`)
};

export const competition_publish = /** @type {(inputs: Competition_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish`)
};

export const competition_rank = /** @type {(inputs: Competition_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rank`)
};

export const competition_reason_below_minimum = /** @type {(inputs: Competition_Reason_Below_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`under the minimum weight`)
};

export const competition_reason_not_weighed = /** @type {(inputs: Competition_Reason_Not_WeighedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not weighed yet`)
};

export const competition_reason_outside_area = /** @type {(inputs: Competition_Reason_Outside_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`caught outside the competition area (or without a location)`)
};

export const competition_reason_over_fish_limit = /** @type {(inputs: Competition_Reason_Over_Fish_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`over the limit of fish per entry (better fish count)`)
};

export const competition_reason_over_species_limit = /** @type {(inputs: Competition_Reason_Over_Species_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`over the limit for its species (better fish of it count)`)
};

export const competition_reason_rejected = /** @type {(inputs: Competition_Reason_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rejected at the weigh-in`)
};

export const competition_reason_species_excluded = /** @type {(inputs: Competition_Reason_Species_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this species does not count here`)
};

export const competition_refused_cancelled = /** @type {(inputs: Competition_Refused_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The competition is already cancelled.`)
};

export const competition_refused_changed = /** @type {(inputs: Competition_Refused_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The competition changed meanwhile: reload the page and try again.`)
};

export const competition_refused_entries_closed = /** @type {(inputs: Competition_Refused_Entries_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entries are closed for this competition.`)
};

export const competition_refused_final = /** @type {(inputs: Competition_Refused_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The results are already final.`)
};

export const competition_refused_forbidden = /** @type {(inputs: Competition_Refused_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account cannot do this in this competition.`)
};

export const competition_refused_not_draft = /** @type {(inputs: Competition_Refused_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a draft is published.`)
};

export const competition_refused_not_provisional = /** @type {(inputs: Competition_Refused_Not_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The results are not provisional: protests and finalizing wait for the end of the competition, and stop once the results are final.`)
};

export const competition_refused_protest_resolved = /** @type {(inputs: Competition_Refused_Protest_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This protest has already been decided.`)
};

export const competition_refused_protest_window_closed = /** @type {(inputs: Competition_Refused_Protest_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The protest window has closed.`)
};

export const competition_refused_protests_open = /** @type {(inputs: Competition_Refused_Protests_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decide every open protest first.`)
};

export const competition_refused_started = /** @type {(inputs: Competition_Refused_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The competition has started: only its description may change now.`)
};

export const competition_reject = /** @type {(inputs: Competition_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject`)
};

export const competition_reject_reason = /** @type {(inputs: Competition_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (when rejecting)`)
};

export const competition_results = /** @type {(inputs: Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results`)
};

export const competition_results_csv = /** @type {(inputs: Competition_Results_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results CSV`)
};

export const competition_results_title = /** @type {(inputs: Competition_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Results: ${i?.name}`)
};

export const competition_rule_area = /** @type {(inputs: Competition_Rule_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only fish caught inside the marked area count; a catch without a location does not.`)
};

export const competition_rule_as_logged = /** @type {(inputs: Competition_Rule_As_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fish count as logged; no weigh-in needed.`)
};

export const competition_rule_at_most = /** @type {(inputs: Competition_Rule_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`at most ${i?.count} counts`);
	return /** @type {LocalizedString} */ (`at most ${i?.count} count`)
	
};

export const competition_rule_best_fish = /** @type {(inputs: Competition_Rule_Best_FishInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Each entry’s best ${i?.count} fish counts.`);
	return /** @type {LocalizedString} */ (`Each entry’s best ${i?.count} fish count.`)
	
};

export const competition_rule_counts = /** @type {(inputs: Competition_Rule_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`counts`)
};

export const competition_rule_counts_from = /** @type {(inputs: Competition_Rule_Counts_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`counts from ${i?.weight}`)
};

export const competition_rule_final_at_end = /** @type {(inputs: Competition_Rule_Final_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results are final at the end.`)
};

export const competition_rule_fish_bonus = /** @type {(inputs: Competition_Rule_Fish_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} extra point for every fish that counts.`);
	return /** @type {LocalizedString} */ (`${i?.points} extra points for every fish that counts.`)
	
};

export const competition_rule_fixed_points = /** @type {(inputs: Competition_Rule_Fixed_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`scores ${i?.points} point whatever it weighs`);
	return /** @type {LocalizedString} */ (`scores ${i?.points} points whatever it weighs`)
	
};

export const competition_rule_gram = /** @type {(inputs: Competition_Rule_GramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A point for every gram a fish weighs.`)
};

export const competition_rule_listed_only = /** @type {(inputs: Competition_Rule_Listed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the species listed count.`)
};

export const competition_rule_max_count = /** @type {(inputs: Competition_Rule_Max_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`At most ${i?.count} fish of each species counts (the best one).`);
	return /** @type {LocalizedString} */ (`At most ${i?.count} fish of each species count (the best ones).`)
	
};

export const competition_rule_min_weight = /** @type {(inputs: Competition_Rule_Min_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fish under ${i?.weight} do not count.`)
};

export const competition_rule_per_kg = /** @type {(inputs: Competition_Rule_Per_KgInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} point per kilogram a fish weighs.`);
	return /** @type {LocalizedString} */ (`${i?.points} points per kilogram a fish weighs.`)
	
};

export const competition_rule_provisional = /** @type {(inputs: Competition_Rule_ProvisionalInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("en", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Results are provisional for ${i?.hours} hour after the end: entrants may protest, then they are final.`);
	return /** @type {LocalizedString} */ (`Results are provisional for ${i?.hours} hours after the end: entrants may protest, then they are final.`)
	
};

export const competition_rule_single_best = /** @type {(inputs: Competition_Rule_Single_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only each entry’s single best fish counts.`)
};

export const competition_rule_species = /** @type {(inputs: Competition_Rule_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}: ${i?.rules}.`)
};

export const competition_rule_species_bonus = /** @type {(inputs: Competition_Rule_Species_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} extra point for every different species an entry counts.`);
	return /** @type {LocalizedString} */ (`${i?.points} extra points for every different species an entry counts.`)
	
};

export const competition_rule_teams = /** @type {(inputs: Competition_Rule_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teams of up to ${i?.count}: the members’ fish are pooled.`)
};

export const competition_rule_weigh_in = /** @type {(inputs: Competition_Rule_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A fish counts once the weighmaster has weighed and accepted it.`)
};

export const competition_rules = /** @type {(inputs: Competition_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rules`)
};

export const competition_run_it = /** @type {(inputs: Competition_Run_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run it`)
};

export const competition_running = /** @type {(inputs: Competition_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Running`)
};

export const competition_save = /** @type {(inputs: Competition_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const competition_standings = /** @type {(inputs: Competition_StandingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standings`)
};

export const competition_standings_so_far = /** @type {(inputs: Competition_Standings_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standings so far`)
};

export const competition_starts_label = /** @type {(inputs: Competition_Starts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts (local time)`)
};

export const competition_status_cancelled = /** @type {(inputs: Competition_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const competition_status_draft = /** @type {(inputs: Competition_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft (admins only)`)
};

export const competition_status_final = /** @type {(inputs: Competition_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final results`)
};

export const competition_status_open = /** @type {(inputs: Competition_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open for entries`)
};

export const competition_status_provisional = /** @type {(inputs: Competition_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisional results: protests open`)
};

export const competition_status_running = /** @type {(inputs: Competition_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Running now`)
};

export const competition_team_individual = /** @type {(inputs: Competition_Team_IndividualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 (individual)`)
};

export const competition_team_mates = /** @type {(inputs: Competition_Team_MatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team mates (emails, comma separated)`)
};

export const competition_team_name = /** @type {(inputs: Competition_Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team name`)
};

export const competition_team_size_label = /** @type {(inputs: Competition_Team_Size_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team size`)
};

export const competition_team_up_to = /** @type {(inputs: Competition_Team_Up_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`up to ${i?.count}`);
	return /** @type {LocalizedString} */ (`up to ${i?.count}`)
	
};

export const competition_time_zone_label = /** @type {(inputs: Competition_Time_Zone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

export const competition_upcoming = /** @type {(inputs: Competition_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming`)
};

export const competition_uphold = /** @type {(inputs: Competition_UpholdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uphold`)
};

export const competition_weigh_in = /** @type {(inputs: Competition_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weigh-in`)
};

export const competition_weigh_in_none = /** @type {(inputs: Competition_Weigh_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None: fish count as logged`)
};

export const competition_weigh_in_required = /** @type {(inputs: Competition_Weigh_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required: only weighed fish count`)
};

export const competition_weigh_in_title = /** @type {(inputs: Competition_Weigh_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weigh-in: ${i?.name}`)
};

export const competition_weighmasters_label = /** @type {(inputs: Competition_Weighmasters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weighmasters (emails of verifiers, comma separated)`)
};

export const competition_weight_kg = /** @type {(inputs: Competition_Weight_KgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight (kg)`)
};

export const competition_when = /** @type {(inputs: Competition_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} to ${i?.end} (${i?.zone})`)
};

export const continue_with = /** @type {(inputs: Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continue with ${i?.provider}`)
};

export const dev_api_reference = /** @type {(inputs: Dev_Api_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API reference`)
};

export const dev_app_id = /** @type {(inputs: Dev_App_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App id`)
};

export const dev_app_registered = /** @type {(inputs: Dev_App_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Registered ${i?.name}.`)
};

export const dev_app_secret = /** @type {(inputs: Dev_App_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your app’s client secret.`)
};

export const dev_applicant = /** @type {(inputs: Dev_ApplicantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applicant`)
};

export const dev_application = /** @type {(inputs: Dev_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application`)
};

export const dev_applications_link = /** @type {(inputs: Dev_Applications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications waiting for a decision`)
};

export const dev_applications_title = /** @type {(inputs: Dev_Applications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Developer applications`)
};

export const dev_applied = /** @type {(inputs: Dev_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied`)
};

export const dev_apply = /** @type {(inputs: Dev_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply`)
};

export const dev_apply_title = /** @type {(inputs: Dev_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply for early access`)
};

export const dev_approve = /** @type {(inputs: Dev_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

export const dev_approve_named = /** @type {(inputs: Dev_Approve_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approve ${i?.name}`)
};

export const dev_apps_title = /** @type {(inputs: Dev_Apps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth apps`)
};

export const dev_authorised_count = /** @type {(inputs: Dev_Authorised_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People who authorised it`)
};

export const dev_authorised_title = /** @type {(inputs: Dev_Authorised_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apps you authorised`)
};

export const dev_bad_status = /** @type {(inputs: Dev_Bad_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give a status such as 404, or a class such as 4xx.`)
};

export const dev_building = /** @type {(inputs: Dev_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Building`)
};

export const dev_building_question = /** @type {(inputs: Dev_Building_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What are you building?`)
};

export const dev_cancel = /** @type {(inputs: Dev_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const dev_client_id = /** @type {(inputs: Dev_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client id`)
};

export const dev_confirmed = /** @type {(inputs: Dev_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. An administrator will decide on your application; you will hear by mail.`)
};

export const dev_confirmed_title = /** @type {(inputs: Dev_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address confirmed`)
};

export const dev_copied = /** @type {(inputs: Dev_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied.`)
};

export const dev_copy = /** @type {(inputs: Dev_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy`)
};

export const dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select the text and copy it.`)
};

export const dev_count_apps = /** @type {(inputs: Dev_Count_AppsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} OAuth app`);
	return /** @type {LocalizedString} */ (`${i?.count} OAuth apps`)
	
};

export const dev_count_grants = /** @type {(inputs: Dev_Count_GrantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} authorization`);
	return /** @type {LocalizedString} */ (`${i?.count} authorizations`)
	
};

export const dev_count_keys = /** @type {(inputs: Dev_Count_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} API key`);
	return /** @type {LocalizedString} */ (`${i?.count} API keys`)
	
};

export const dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create key`)
};

export const dev_create_key_title = /** @type {(inputs: Dev_Create_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a key`)
};

export const dev_decided = /** @type {(inputs: Dev_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decided`)
};

export const dev_decided_on = /** @type {(inputs: Dev_Decided_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} on ${i?.time}`)
};

export const dev_decision = /** @type {(inputs: Dev_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decision`)
};

export const dev_decline = /** @type {(inputs: Dev_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

export const dev_decline_named = /** @type {(inputs: Dev_Decline_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Decline ${i?.name}`)
};

export const dev_decline_warning = /** @type {(inputs: Dev_Decline_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Declining revokes their ${i?.keys} created since the approval, disables their ${i?.apps} and revokes the ${i?.grants} of those apps with every token: they stop working at once. Approving again enables the apps; keys and authorizations stay revoked.`)
};

export const dev_declined_done = /** @type {(inputs: Dev_Declined_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: declined. This revoked their ${i?.keys} created since the approval, disabled their ${i?.apps} and revoked the ${i?.grants} of those apps with every token: none of them works any more. Approving again enables the apps; keys and authorizations stay revoked.`)
};

export const dev_delete = /** @type {(inputs: Dev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const dev_delete_named = /** @type {(inputs: Dev_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}`)
};

export const dev_duration = /** @type {(inputs: Dev_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration`)
};

export const dev_edit = /** @type {(inputs: Dev_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const dev_edit_named = /** @type {(inputs: Dev_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.name}`)
};

export const dev_email_unconfirmed = /** @type {(inputs: Dev_Email_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not confirmed yet: follow the link we mailed to ${i?.email}.`)
};

export const dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

export const dev_expires_in_days = /** @type {(inputs: Dev_Expires_In_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("en", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`In ${i?.days} day`);
	return /** @type {LocalizedString} */ (`In ${i?.days} days`)
	
};

export const dev_expires_never = /** @type {(inputs: Dev_Expires_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never`)
};

export const dev_expires_year = /** @type {(inputs: Dev_Expires_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In a year`)
};

export const dev_filter = /** @type {(inputs: Dev_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

export const dev_grant = /** @type {(inputs: Dev_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} may use ${i?.scopes} (since ${i?.since})`)
};

export const dev_grant_used = /** @type {(inputs: Dev_Grant_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} may use ${i?.scopes} (since ${i?.since}, last used ${i?.used})`)
};

export const dev_key = /** @type {(inputs: Dev_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key`)
};

export const dev_key_created = /** @type {(inputs: Dev_Key_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Created ${i?.name}.`)
};

export const dev_key_id = /** @type {(inputs: Dev_Key_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key id`)
};

export const dev_key_or_app = /** @type {(inputs: Dev_Key_Or_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key or app`)
};

export const dev_keys = /** @type {(inputs: Dev_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys`)
};

export const dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last used`)
};

export const dev_link_invalid = /** @type {(inputs: Dev_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link is unknown or was used already.`)
};

export const dev_link_invalid_title = /** @type {(inputs: Dev_Link_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link not valid`)
};

export const dev_mail_approved_body = /** @type {(inputs: Dev_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello,

your developer access is approved: you can now create API keys and register OAuth apps.

${i?.link}
`)
};

export const dev_mail_approved_subject = /** @type {(inputs: Dev_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catchd developer access is approved`)
};

export const dev_mail_confirm_body = /** @type {(inputs: Dev_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello,

someone applied for developer access on catchd with this address. To confirm it, open:

${i?.link}

If it was not you, ignore this mail: nothing happens without the confirmation.
`)
};

export const dev_mail_confirm_subject = /** @type {(inputs: Dev_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email address for catchd developer access`)
};

export const dev_mail_declined_body = /** @type {(inputs: Dev_Mail_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello,

your developer application was declined. You can still use catchd; API keys you created as a developer and your OAuth apps, if any, no longer work.
`)
};

export const dev_mail_declined_subject = /** @type {(inputs: Dev_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catchd developer application was declined`)
};

export const dev_may_hold = /** @type {(inputs: Dev_May_HoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your keys and apps may hold: ${i?.scopes}.`)
};

export const dev_method = /** @type {(inputs: Dev_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Method`)
};

export const dev_name = /** @type {(inputs: Dev_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const dev_nav_access = /** @type {(inputs: Dev_Nav_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access`)
};

export const dev_nav_apps = /** @type {(inputs: Dev_Nav_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apps`)
};

export const dev_nav_authorised = /** @type {(inputs: Dev_Nav_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authorised apps`)
};

export const dev_nav_events = /** @type {(inputs: Dev_Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

export const dev_nav_webhooks = /** @type {(inputs: Dev_Nav_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

export const dev_never = /** @type {(inputs: Dev_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`never`)
};

export const dev_new_key_secret = /** @type {(inputs: Dev_New_Key_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new API key.`)
};

export const dev_no_apps = /** @type {(inputs: Dev_No_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No apps yet.`)
};

export const dev_no_authorised = /** @type {(inputs: Dev_No_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not authorised any app.`)
};

export const dev_no_keys = /** @type {(inputs: Dev_No_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No API keys yet.`)
};

export const dev_no_requests = /** @type {(inputs: Dev_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No requests match.`)
};

export const dev_nobody_waiting = /** @type {(inputs: Dev_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody is waiting.`)
};

export const dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Path`)
};

export const dev_path_filter = /** @type {(inputs: Dev_Path_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Path starts with`)
};

export const dev_portal = /** @type {(inputs: Dev_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Developer portal`)
};

export const dev_quickstart = /** @type {(inputs: Dev_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`quickstart`)
};

export const dev_read_docs = /** @type {(inputs: Dev_Read_DocsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read the ${i?.reference} and the ${i?.quickstart}.`)
};

export const dev_redirect_uris = /** @type {(inputs: Dev_Redirect_UrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirect URIs`)
};

export const dev_redirect_uris_hint = /** @type {(inputs: Dev_Redirect_Uris_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirect URIs (one a line)`)
};

export const dev_refusal_closed = /** @type {(inputs: Dev_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This installation does not give developer access at the moment.`)
};

export const dev_refusal_declined = /** @type {(inputs: Dev_Refusal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application for developer access was declined.`)
};

export const dev_refusal_none = /** @type {(inputs: Dev_Refusal_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys and OAuth apps are for approved developers. Apply for early access on the developer portal’s start page.`)
};

export const dev_refusal_requested = /** @type {(inputs: Dev_Refusal_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application for developer access is waiting for an administrator’s decision.`)
};

export const dev_register = /** @type {(inputs: Dev_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register app`)
};

export const dev_register_title = /** @type {(inputs: Dev_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register an app`)
};

export const dev_request_id = /** @type {(inputs: Dev_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request id`)
};

export const dev_request_log = /** @type {(inputs: Dev_Request_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request log`)
};

export const dev_requests = /** @type {(inputs: Dev_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests`)
};

export const dev_requests_lead = /** @type {(inputs: Dev_Requests_LeadInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("en", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Your API requests of the last ${i?.days} day, newest first.`);
	return /** @type {LocalizedString} */ (`Your API requests of the last ${i?.days} days, newest first.`)
	
};

export const dev_revoke = /** @type {(inputs: Dev_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke`)
};

export const dev_revoke_named = /** @type {(inputs: Dev_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke ${i?.name}`)
};

export const dev_rotate = /** @type {(inputs: Dev_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rotate secret`)
};

export const dev_rotate_named = /** @type {(inputs: Dev_Rotate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rotate the secret of ${i?.name}`)
};

export const dev_save = /** @type {(inputs: Dev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const dev_scopes = /** @type {(inputs: Dev_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scopes`)
};

export const dev_secret_once = /** @type {(inputs: Dev_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is shown only now: copy it and keep it safe.`)
};

export const dev_secret_rotated = /** @type {(inputs: Dev_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The secret is rotated; the old one no longer works.`)
};

export const dev_session = /** @type {(inputs: Dev_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`session`)
};

export const dev_standing_approved = /** @type {(inputs: Dev_Standing_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are an approved developer.`)
};

export const dev_state = /** @type {(inputs: Dev_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

export const dev_state_approved = /** @type {(inputs: Dev_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approved`)
};

export const dev_state_declined = /** @type {(inputs: Dev_State_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`declined`)
};

export const dev_state_requested = /** @type {(inputs: Dev_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`requested`)
};

export const dev_status = /** @type {(inputs: Dev_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const dev_status_filter = /** @type {(inputs: Dev_Status_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status (404 or 4xx)`)
};

export const dev_time = /** @type {(inputs: Dev_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

export const dev_type = /** @type {(inputs: Dev_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const dev_type_confidential = /** @type {(inputs: Dev_Type_ConfidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confidential`)
};

export const dev_type_confidential_hint = /** @type {(inputs: Dev_Type_Confidential_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confidential (a server that keeps a secret)`)
};

export const dev_type_public = /** @type {(inputs: Dev_Type_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`public`)
};

export const dev_type_public_hint = /** @type {(inputs: Dev_Type_Public_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public (a browser or phone app, PKCE only)`)
};

export const dev_unconfirmed = /** @type {(inputs: Dev_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(unconfirmed)`)
};

export const dev_waiting_list = /** @type {(inputs: Dev_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting list`)
};

export const digest_catches = /** @type {(inputs: Digest_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} catch logged`);
	return /** @type {LocalizedString} */ (`${i?.count} catches logged`)
	
};

export const digest_finished = /** @type {(inputs: Digest_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} competition finished`);
	return /** @type {LocalizedString} */ (`${i?.count} competitions finished`)
	
};

export const digest_finished_list = /** @type {(inputs: Digest_Finished_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Finished: ${i?.names}.`)
};

export const digest_grades = /** @type {(inputs: Digest_GradesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} grade given`);
	return /** @type {LocalizedString} */ (`${i?.count} grades given`)
	
};

export const digest_heaviest = /** @type {(inputs: Digest_HeaviestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Heaviest of the week: ${i?.species}, ${i?.weight}, by ${i?.diver}.`)
};

export const digest_highlights = /** @type {(inputs: Digest_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highlights:`)
};

export const digest_intro = /** @type {(inputs: Digest_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What happened in ${i?.club} from ${i?.from} to ${i?.to}:`)
};

export const digest_members = /** @type {(inputs: Digest_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new member`);
	return /** @type {LocalizedString} */ (`${i?.count} new members`)
	
};

export const digest_new_members = /** @type {(inputs: Digest_New_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.names}.`)
};

export const digest_open = /** @type {(inputs: Digest_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The club’s page: ${i?.link}`)
};

export const digest_published = /** @type {(inputs: Digest_PublishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} competition published`);
	return /** @type {LocalizedString} */ (`${i?.count} competitions published`)
	
};

export const digest_published_list = /** @type {(inputs: Digest_Published_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Published: ${i?.names}.`)
};

export const digest_record = /** @type {(inputs: Digest_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New club record for ${i?.species}: ${i?.weight}, by ${i?.diver}.`)
};

export const digest_records = /** @type {(inputs: Digest_RecordsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new club record`);
	return /** @type {LocalizedString} */ (`${i?.count} new club records`)
	
};

export const digest_subject = /** @type {(inputs: Digest_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.club}: the week of ${i?.from} to ${i?.to}`)
};

export const email_label = /** @type {(inputs: Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const error_forbidden = /** @type {(inputs: Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account cannot open this page.`)
};

export const error_form_expired = /** @type {(inputs: Error_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This form has expired (you may have signed in or out since it was shown). Go back, reload the page and send it again.`)
};

export const error_form_expired_title = /** @type {(inputs: Error_Form_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This form expired`)
};

export const error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing at this address, or it is not yours to see.`)
};

export const error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side; it has been logged.`)
};

export const error_start_page = /** @type {(inputs: Error_Start_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the start page`)
};

export const error_title_400 = /** @type {(inputs: Error_Title_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not work`)
};

export const error_title_403 = /** @type {(inputs: Error_Title_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not allowed`)
};

export const error_title_404 = /** @type {(inputs: Error_Title_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not found`)
};

export const error_title_405 = /** @type {(inputs: Error_Title_405Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not allowed here`)
};

export const error_title_409 = /** @type {(inputs: Error_Title_409Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That clashes with something`)
};

export const error_title_413 = /** @type {(inputs: Error_Title_413Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too large`)
};

export const error_title_415 = /** @type {(inputs: Error_Title_415Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not accepted`)
};

export const error_title_422 = /** @type {(inputs: Error_Title_422Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check what you sent`)
};

export const error_title_429 = /** @type {(inputs: Error_Title_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts`)
};

export const error_title_503 = /** @type {(inputs: Error_Title_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not available right now`)
};

export const error_title_other = /** @type {(inputs: Error_Title_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

export const event_every_type = /** @type {(inputs: Event_Every_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every type`)
};

export const event_none = /** @type {(inputs: Event_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No events.`)
};

export const event_older = /** @type {(inputs: Event_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older events →`)
};

export const event_show = /** @type {(inputs: Event_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const event_summary = /** @type {(inputs: Event_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} ${i?.id} at ${i?.time}`)
};

export const event_title = /** @type {(inputs: Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

export const event_type = /** @type {(inputs: Event_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const footer_language = /** @type {(inputs: Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

export const form_after_year = /** @type {(inputs: Form_After_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This must be after ${i?.year}.`)
};

export const form_at_least = /** @type {(inputs: Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This must be at least ${i?.limit}.`)
};

export const form_at_most = /** @type {(inputs: Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This must be at most ${i?.limit}.`)
};

export const form_choose_photo = /** @type {(inputs: Form_Choose_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a photo.`)
};

export const form_lat_lon_both = /** @type {(inputs: Form_Lat_Lon_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give both latitude and longitude, or neither.`)
};

export const form_less_than = /** @type {(inputs: Form_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This must be less than ${i?.limit}.`)
};

export const form_max_length = /** @type {(inputs: Form_Max_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`This must be at most ${i?.count} character long.`);
	return /** @type {LocalizedString} */ (`This must be at most ${i?.count} characters long.`)
	
};

export const form_min_length = /** @type {(inputs: Form_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`This must be at least ${i?.count} character long.`);
	return /** @type {LocalizedString} */ (`This must be at least ${i?.count} characters long.`)
	
};

export const form_more_than = /** @type {(inputs: Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This must be more than ${i?.limit}.`)
};

export const form_not_a_time = /** @type {(inputs: Form_Not_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a valid date and time.`)
};

export const form_not_accepted = /** @type {(inputs: Form_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This value is not accepted.`)
};

export const form_not_empty = /** @type {(inputs: Form_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This must not be empty.`)
};

export const form_not_future = /** @type {(inputs: Form_Not_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This must not be in the future.`)
};

export const form_number = /** @type {(inputs: Form_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This must be a number.`)
};

export const form_one_of = /** @type {(inputs: Form_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the options offered.`)
};

export const form_required = /** @type {(inputs: Form_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is required.`)
};

export const form_time_zone = /** @type {(inputs: Form_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a time zone the server knows.`)
};

export const form_unknown_species = /** @type {(inputs: Form_Unknown_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No species is called “${i?.name}”.`)
};

export const form_unknown_species_close = /** @type {(inputs: Form_Unknown_Species_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No species is called “${i?.name}”. Did you mean: ${i?.matches}?`)
};

export const form_whole_number = /** @type {(inputs: Form_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This must be a whole number.`)
};

export const guide_english_only = /** @type {(inputs: Guide_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The guides are written in English.`)
};

export const guide_guides = /** @type {(inputs: Guide_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides`)
};

export const guide_lead = /** @type {(inputs: Guide_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Walk-throughs of the catchd API; the complete reference is at ${i?.link}.`)
};

export const guide_not_found = /** @type {(inputs: Guide_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See ${i?.path} for the list.`)
};

export const guide_not_found_title = /** @type {(inputs: Guide_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such guide`)
};

export const guide_reference = /** @type {(inputs: Guide_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

export const guide_title_errors = /** @type {(inputs: Guide_Title_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errors`)
};

export const guide_title_idempotent_retries = /** @type {(inputs: Guide_Title_Idempotent_RetriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idempotent retries`)
};

export const guide_title_oauth_pkce = /** @type {(inputs: Guide_Title_Oauth_PkceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth 2.0 with PKCE: acting for other people`)
};

export const guide_title_paging_and_search = /** @type {(inputs: Guide_Title_Paging_And_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paging and search`)
};

export const guide_title_quickstart = /** @type {(inputs: Guide_Title_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quickstart: a key, a first catch, a first webhook`)
};

export const home_boards = /** @type {(inputs: Home_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the leaderboards`)
};

export const home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log, verify and rank the club’s spearfishing catches.`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome`)
};

export const join_approval_lead = /** @type {(inputs: Join_Approval_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An administrator approves new members; you will see where you stand.`)
};

export const join_approve = /** @type {(inputs: Join_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

export const join_approve_label = /** @type {(inputs: Join_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approve ${i?.name}`)
};

export const join_approved_text = /** @type {(inputs: Join_Approved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is ready: sign in with your email and password.`)
};

export const join_approved_title = /** @type {(inputs: Join_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are in`)
};

export const join_building_label = /** @type {(inputs: Join_Building_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What are you building?`)
};

export const join_button = /** @type {(inputs: Join_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join`)
};

export const join_check_inbox_spam = /** @type {(inputs: Join_Check_Inbox_SpamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing there after a few minutes? Look in the spam folder. We send at most ${i?.count} such mails a day to one address.`)
};

export const join_check_inbox_text = /** @type {(inputs: Join_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have sent a mail to ${i?.email}. Open the link in it within 24 hours to go on.`)
};

export const join_check_inbox_title = /** @type {(inputs: Join_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

export const join_closed_add = /** @type {(inputs: Join_Closed_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody joins at the moment (CATCHD_SIGNUP=closed): add people with “${i?.add}” below.`)
};

export const join_closed_title = /** @type {(inputs: Join_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joining`)
};

export const join_col_actions = /** @type {(inputs: Join_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const join_col_decision = /** @type {(inputs: Join_Col_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decision`)
};

export const join_col_link = /** @type {(inputs: Join_Col_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

export const join_col_person = /** @type {(inputs: Join_Col_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person`)
};

export const join_col_signed_up = /** @type {(inputs: Join_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed up`)
};

export const join_confirm_address_text = /** @type {(inputs: Join_Confirm_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm ${i?.email} to go on.`)
};

export const join_confirm_address_title = /** @type {(inputs: Join_Confirm_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your address`)
};

export const join_decline = /** @type {(inputs: Join_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

export const join_decline_label = /** @type {(inputs: Join_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Decline ${i?.name}`)
};

export const join_declined_text = /** @type {(inputs: Join_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An administrator declined this sign-up.`)
};

export const join_declined_title = /** @type {(inputs: Join_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-up declined`)
};

export const join_early_access_closed_text = /** @type {(inputs: Join_Early_Access_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Early access sign-up is turned off here. If you have an account, sign in and apply on the developer portal.`)
};

export const join_early_access_closed_title = /** @type {(inputs: Join_Early_Access_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Early access sign-up is closed`)
};

export const join_early_access_lead = /** @type {(inputs: Join_Early_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account on this catchd and your application for developer access, in one go. An administrator decides on the application.`)
};

export const join_have_account = /** @type {(inputs: Join_Have_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Already have an account? ${i?.link}.`)
};

export const join_invitation_title = /** @type {(inputs: Join_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join catchd`)
};

export const join_invitations = /** @type {(inputs: Join_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations`)
};

export const join_invite = /** @type {(inputs: Join_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite`)
};

export const join_invited_as = /** @type {(inputs: Join_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are invited as a ${i?.role} with the address ${i?.email}. Choose your name and password.`)
};

export const join_link_expired = /** @type {(inputs: Join_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expired`)
};

export const join_link_mailed = /** @type {(inputs: Join_Link_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link is mailed to the address.`)
};

export const join_link_shown = /** @type {(inputs: Join_Link_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mail is set up: you get the link to pass on.`)
};

export const join_link_to_pass_on = /** @type {(inputs: Join_Link_To_Pass_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The invitation link for ${i?.email} works once, for seven days: pass it on yourself (no mail is set up).`)
};

export const join_link_until = /** @type {(inputs: Join_Link_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`until ${i?.time}`)
};

export const join_mail_approved_body = /** @type {(inputs: Join_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your sign-up at ${i?.url} is approved. Sign in with your email and password:

${i?.link}`)
};

export const join_mail_approved_subject = /** @type {(inputs: Join_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to catchd`)
};

export const join_mail_confirm_body = /** @type {(inputs: Join_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone asked to join catchd at ${i?.url} with this email address.

If it was you, open this link within 24 hours to confirm it:

${i?.link}

If it was not you, ignore this mail: nothing happens without the link.`)
};

export const join_mail_confirm_subject = /** @type {(inputs: Join_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email address for catchd`)
};

export const join_mail_declined_body = /** @type {(inputs: Join_Mail_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An administrator declined your sign-up at ${i?.url}.`)
};

export const join_mail_declined_subject = /** @type {(inputs: Join_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catchd sign-up was declined`)
};

export const join_mail_invitation_body = /** @type {(inputs: Join_Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An administrator invites you to join catchd at ${i?.url} as a ${i?.role}.

Open this link to choose your name and password. It works once, until ${i?.until}:

${i?.link}

If you did not expect this, ignore this mail.`)
};

export const join_mail_invitation_subject = /** @type {(inputs: Join_Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are invited to join catchd`)
};

export const join_mail_known_account = /** @type {(inputs: Join_Mail_Known_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address already has an account there. If it was you, sign in instead (if you forgot your password, the sign-in page helps):`)
};

export const join_mail_known_body = /** @type {(inputs: Join_Mail_Known_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone tried to sign up to catchd at ${i?.url} with this email address.

${i?.why}

${i?.link}

If it was not you, ignore this mail: nothing changed.`)
};

export const join_mail_known_declined = /** @type {(inputs: Join_Mail_Known_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sign-up with this address was declined earlier. Ask an administrator of the club if you think this is a mistake. The sign-in page:`)
};

export const join_mail_known_subject = /** @type {(inputs: Join_Mail_Known_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone tried to sign up to catchd with your address`)
};

export const join_mail_known_waiting = /** @type {(inputs: Join_Mail_Known_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sign-up with this address is already waiting for an administrator’s decision; you will get a mail when it is made. The sign-in page:`)
};

export const join_mail_sign_off = /** @type {(inputs: Join_Mail_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd at ${i?.url}`)
};

export const join_name_label = /** @type {(inputs: Join_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name (as others see it)`)
};

export const join_new_link = /** @type {(inputs: Join_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New link`)
};

export const join_new_link_label = /** @type {(inputs: Join_New_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make a new invitation link for ${i?.email}`)
};

export const join_no_invitations = /** @type {(inputs: Join_No_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pending invitations.`)
};

export const join_nobody_waiting = /** @type {(inputs: Join_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody is waiting.`)
};

export const join_password_label = /** @type {(inputs: Join_Password_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password (at least ${i?.min} characters)`)
};

export const join_pending_invitations = /** @type {(inputs: Join_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending invitations`)
};

export const join_qr_label = /** @type {(inputs: Join_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code of the invitation link for ${i?.email}`)
};

export const join_refused_building = /** @type {(inputs: Join_Refused_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`say in a few words what you are building`)
};

export const join_refused_email = /** @type {(inputs: Join_Refused_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be an email address`)
};

export const join_refused_too_long = /** @type {(inputs: Join_Refused_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at most ${i?.max} characters`)
};

export const join_requested_text = /** @type {(inputs: Join_Requested_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your address is confirmed and your sign-up is waiting for an administrator’s decision. Keep this page’s address to come back and see where you stand.`)
};

export const join_revoke = /** @type {(inputs: Join_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke`)
};

export const join_revoke_label = /** @type {(inputs: Join_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke the invitation to ${i?.email}`)
};

export const join_scan_it = /** @type {(inputs: Join_Scan_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or let them scan it from this screen:`)
};

export const join_send_again = /** @type {(inputs: Join_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send again`)
};

export const join_send_again_label = /** @type {(inputs: Join_Send_Again_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send the invitation to ${i?.email} again`)
};

export const join_set_up_text = /** @type {(inputs: Join_Set_Up_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An administrator exists already, so setup links no longer work.`)
};

export const join_set_up_title = /** @type {(inputs: Join_Set_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd is set up`)
};

export const join_setup_button = /** @type {(inputs: Join_Setup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create the admin account`)
};

export const join_setup_lead = /** @type {(inputs: Join_Setup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody runs this catchd yet. Create the first administrator: you.`)
};

export const join_setup_link_text = /** @type {(inputs: Join_Setup_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This setup link has expired or was mistyped. Restart catchd: it prints a new link on start while there is no admin.`)
};

export const join_setup_link_title = /** @type {(inputs: Join_Setup_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup link not valid`)
};

export const join_setup_title = /** @type {(inputs: Join_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up catchd`)
};

export const join_share_button = /** @type {(inputs: Join_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share the link…`)
};

export const join_share_text = /** @type {(inputs: Join_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your invitation to ${i?.club}, sent to ${i?.email}:`)
};

export const join_share_title = /** @type {(inputs: Join_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.club} on catchd`)
};

export const join_sign_up_and_apply = /** @type {(inputs: Join_Sign_Up_And_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up and apply`)
};

export const join_sign_ups_waiting = /** @type {(inputs: Join_Sign_Ups_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-ups waiting`)
};

export const join_waiting_text = /** @type {(inputs: Join_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sign-up is waiting for an administrator’s decision. Once it is approved, sign in with your email and password.`)
};

export const join_waiting_title = /** @type {(inputs: Join_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for an admin`)
};

export const leave_choose_catches = /** @type {(inputs: Leave_Choose_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what happens to your catches.`)
};

export const leave_confirm_word = /** @type {(inputs: Leave_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`delete`)
};

export const leave_danger_zone = /** @type {(inputs: Leave_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danger zone`)
};

export const leave_delete_button = /** @type {(inputs: Leave_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account…`)
};

export const leave_delete_catches = /** @type {(inputs: Leave_Delete_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my catches and their photos`)
};

export const leave_delete_heading = /** @type {(inputs: Leave_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account`)
};

export const leave_delete_lead = /** @type {(inputs: Leave_Delete_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name and email go, and every way of signing in ends. This cannot be undone.`)
};

export const leave_download = /** @type {(inputs: Leave_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

export const leave_download_what = /** @type {(inputs: Leave_Download_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One zip file: your catches (JSON and CSV), verifications, photos, API keys and apps (without secrets) and passkeys (names and dates).`)
};

export const leave_final_button = /** @type {(inputs: Leave_Final_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account for good`)
};

export const leave_final_delete = /** @type {(inputs: Leave_Final_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catches and their photos are deleted.`)
};

export const leave_final_gone = /** @type {(inputs: Leave_Final_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} and your name are deleted; every session, passkey and API key stops working.`)
};

export const leave_final_keep = /** @type {(inputs: Leave_Final_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your catches stay on the boards, under "${i?.name}".`)
};

export const leave_final_title = /** @type {(inputs: Leave_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your account for good?`)
};

export const leave_keep_account = /** @type {(inputs: Leave_Keep_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, keep my account`)
};

export const leave_keep_catches = /** @type {(inputs: Leave_Keep_CatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep my catches on the boards, under "${i?.name}"`)
};

export const leave_password = /** @type {(inputs: Leave_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password, to confirm`)
};

export const leave_type_email = /** @type {(inputs: Leave_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type your email (${i?.email}) to confirm`)
};

export const leave_type_word = /** @type {(inputs: Leave_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type ${i?.word} to go on`)
};

export const leave_word_refused = /** @type {(inputs: Leave_Word_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That is not “${i?.word}”: type the word to go on.`)
};

export const leave_your_catches = /** @type {(inputs: Leave_Your_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catches`)
};

export const leave_your_data = /** @type {(inputs: Leave_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data`)
};

export const live_off = /** @type {(inputs: Live_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live updates are off: reload the page for the latest board.`)
};

export const live_on = /** @type {(inputs: Live_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live: updates as catches are logged and verified.`)
};

export const live_updated = /** @type {(inputs: Live_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Updated at ${i?.time}`)
};

export const nav_admin = /** @type {(inputs: Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

export const nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competitions`)
};

export const nav_developers = /** @type {(inputs: Nav_DevelopersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Developers`)
};

export const nav_leaderboards = /** @type {(inputs: Nav_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaderboards`)
};

export const nav_log_catch = /** @type {(inputs: Nav_Log_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log a catch`)
};

export const nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const nav_menu = /** @type {(inputs: Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const nav_my_catches = /** @type {(inputs: Nav_My_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My catches`)
};

export const nav_species = /** @type {(inputs: Nav_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species`)
};

export const nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stats`)
};

export const nav_unread = /** @type {(inputs: Nav_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Notifications: ${i?.count} unread`);
	return /** @type {LocalizedString} */ (`Notifications: ${i?.count} unread`)
	
};

export const nav_verify = /** @type {(inputs: Nav_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

export const nav_your_account = /** @type {(inputs: Nav_Your_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: your account`)
};

export const notice_account_deleted = /** @type {(inputs: Notice_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is deleted. Thank you for diving with us.`)
};

export const notice_app_deleted = /** @type {(inputs: Notice_App_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app is deleted.`)
};

export const notice_app_revoked = /** @type {(inputs: Notice_App_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoked: the app’s tokens no longer work.`)
};

export const notice_app_saved = /** @type {(inputs: Notice_App_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app is saved.`)
};

export const notice_application_approved = /** @type {(inputs: Notice_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The application is approved.`)
};

export const notice_application_declined = /** @type {(inputs: Notice_Application_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The application is declined.`)
};

export const notice_applied = /** @type {(inputs: Notice_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you: your application is in.`)
};

export const notice_delivery_queued = /** @type {(inputs: Notice_Delivery_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queued again.`)
};

export const notice_disabled = /** @type {(inputs: Notice_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disabled.`)
};

export const notice_email_changed = /** @type {(inputs: Notice_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address is changed.`)
};

export const notice_email_confirm_sent = /** @type {(inputs: Notice_Email_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Almost done: open the link we mailed to the new address. Until then your address stays as it was.`)
};

export const notice_enabled = /** @type {(inputs: Notice_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enabled.`)
};

export const notice_endpoint_deleted = /** @type {(inputs: Notice_Endpoint_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The endpoint is deleted.`)
};

export const notice_grade_refused = /** @type {(inputs: Notice_Grade_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused: the catch is unverified.`)
};

export const notice_graded_bronze = /** @type {(inputs: Notice_Graded_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graded bronze.`)
};

export const notice_graded_gold = /** @type {(inputs: Notice_Graded_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graded gold.`)
};

export const notice_graded_silver = /** @type {(inputs: Notice_Graded_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graded silver.`)
};

export const notice_invitation_resent = /** @type {(inputs: Notice_Invitation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invitation is sent again, with a new link.`)
};

export const notice_invitation_revoked = /** @type {(inputs: Notice_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invitation is revoked: its link no longer works.`)
};

export const notice_invited = /** @type {(inputs: Notice_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invitation is on its way.`)
};

export const notice_key_revoked = /** @type {(inputs: Notice_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The key is revoked.`)
};

export const notice_passkey_added = /** @type {(inputs: Notice_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey is added: sign in with it next time, no password needed.`)
};

export const notice_passkey_removed = /** @type {(inputs: Notice_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey is removed: it no longer signs you in.`)
};

export const notice_passkey_renamed = /** @type {(inputs: Notice_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey is renamed.`)
};

export const notice_password_changed = /** @type {(inputs: Notice_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password is changed; every other session is signed out.`)
};

export const notice_person_added = /** @type {(inputs: Notice_Person_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The person is added.`)
};

export const notice_role_changed = /** @type {(inputs: Notice_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role changed.`)
};

export const notice_saved = /** @type {(inputs: Notice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved.`)
};

export const notice_second_factor_removed = /** @type {(inputs: Notice_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The authenticator app is removed; every other session is signed out.`)
};

export const notice_second_factor_reset = /** @type {(inputs: Notice_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The second factor is reset: the person is signed out everywhere and can set up a new one.`)
};

export const notice_secret_rotated = /** @type {(inputs: Notice_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The secret is rotated.`)
};

export const notice_session_ended = /** @type {(inputs: Notice_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That session is signed out.`)
};

export const notice_sessions_ended = /** @type {(inputs: Notice_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every other session is signed out.`)
};

export const notice_setup_done = /** @type {(inputs: Notice_Setup_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are the administrator now. Invite people below.`)
};

export const notice_sign_up_approved = /** @type {(inputs: Notice_Sign_Up_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-up is approved: the person can sign in.`)
};

export const notice_sign_up_declined = /** @type {(inputs: Notice_Sign_Up_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-up is declined.`)
};

export const notice_test_sent = /** @type {(inputs: Notice_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A test event is on its way.`)
};

export const notice_welcome = /** @type {(inputs: Notice_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to catchd!`)
};

export const notify_all = /** @type {(inputs: Notify_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

export const notify_board_catch_count = /** @type {(inputs: Notify_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`number of catches`)
};

export const notify_board_deepest = /** @type {(inputs: Notify_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deepest catch`)
};

export const notify_board_heaviest = /** @type {(inputs: Notify_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`heaviest fish`)
};

export const notify_board_left = /** @type {(inputs: Notify_Board_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You left the top 10 of the board “${i?.board}” (you were #${i?.old}).`)
};

export const notify_board_moved = /** @type {(inputs: Notify_Board_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You went from #${i?.old} to #${i?.new} on the board “${i?.board}”.`)
};

export const notify_board_season = /** @type {(inputs: Notify_Board_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`season ${i?.season}`)
};

export const notify_board_title = /** @type {(inputs: Notify_Board_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You were overtaken on a leaderboard`)
};

export const notify_board_total_weight = /** @type {(inputs: Notify_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`total weight`)
};

export const notify_boards_more = /** @type {(inputs: Notify_Boards_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`And ${i?.count} more board.`);
	return /** @type {LocalizedString} */ (`And ${i?.count} more boards.`)
	
};

export const notify_boards_title = /** @type {(inputs: Notify_Boards_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You were overtaken on ${i?.count} leaderboard`);
	return /** @type {LocalizedString} */ (`You were overtaken on ${i?.count} leaderboards`)
	
};

export const notify_catch_graded_text = /** @type {(inputs: Notify_Catch_Graded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A verifier graded your ${i?.species} ${i?.tier} (it was ${i?.previous}).`)
};

export const notify_catch_graded_title = /** @type {(inputs: Notify_Catch_Graded_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your catch was graded ${i?.tier}`)
};

export const notify_catch_refused_text = /** @type {(inputs: Notify_Catch_Refused_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A verifier refused your ${i?.species}.`)
};

export const notify_catch_refused_title = /** @type {(inputs: Notify_Catch_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catch was refused`)
};

export const notify_choose = /** @type {(inputs: Notify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what reaches you, and where`)
};

export const notify_developer_text = /** @type {(inputs: Notify_Developer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} applies for developer access.`)
};

export const notify_developer_title = /** @type {(inputs: Notify_Developer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A developer application waits for you`)
};

export const notify_digest_title = /** @type {(inputs: Notify_Digest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The week in ${i?.club}`)
};

export const notify_email = /** @type {(inputs: Notify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const notify_email_daily = /** @type {(inputs: Notify_Email_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily digest`)
};

export const notify_email_instant = /** @type {(inputs: Notify_Email_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email at once`)
};

export const notify_email_off = /** @type {(inputs: Notify_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No email`)
};

export const notify_email_weekly = /** @type {(inputs: Notify_Email_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly digest`)
};

export const notify_final_text = /** @type {(inputs: Notify_Final_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The results of ${i?.competition} are final.`)
};

export const notify_final_title = /** @type {(inputs: Notify_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final results are in`)
};

export const notify_in_app = /** @type {(inputs: Notify_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the app`)
};

export const notify_kind_board_overtaken = /** @type {(inputs: Notify_Kind_Board_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone overtakes you in a leaderboard’s top 10`)
};

export const notify_kind_catch_graded = /** @type {(inputs: Notify_Kind_Catch_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One of your catches is graded or refused`)
};

export const notify_kind_club_digest = /** @type {(inputs: Notify_Kind_Club_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A weekly digest of the club’s activity (admins)`)
};

export const notify_kind_competition_overtaken = /** @type {(inputs: Notify_Kind_Competition_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone overtakes your entry in a competition’s top 10`)
};

export const notify_kind_competition_published = /** @type {(inputs: Notify_Kind_Competition_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A competition is published`)
};

export const notify_kind_competition_results = /** @type {(inputs: Notify_Kind_Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisional or final results of a competition you entered`)
};

export const notify_kind_developer_application_waiting = /** @type {(inputs: Notify_Kind_Developer_Application_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A developer application waits for a decision (admins)`)
};

export const notify_kind_protest_on_entry = /** @type {(inputs: Notify_Kind_Protest_On_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A protest is filed against your competition entry`)
};

export const notify_kind_sign_up_waiting = /** @type {(inputs: Notify_Kind_Sign_Up_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sign-up waits for approval (admins)`)
};

export const notify_kind_verification_requested = /** @type {(inputs: Notify_Kind_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A diver asks for a catch to be verified (verifiers and admins)`)
};

export const notify_mail_choices = /** @type {(inputs: Notify_Mail_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All your choices: ${i?.link}`)
};

export const notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`And ${i?.count} more: ${i?.link}`);
	return /** @type {LocalizedString} */ (`And ${i?.count} more: ${i?.link}`)
	
};

export const notify_mail_stop = /** @type {(inputs: Notify_Mail_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To stop these mails (and only these): ${i?.link}`)
};

export const notify_mail_subject_many = /** @type {(inputs: Notify_Mail_Subject_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} notification (${i?.kind})`);
	return /** @type {LocalizedString} */ (`${i?.count} notifications (${i?.kind})`)
	
};

export const notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get this mail because of your choice for “${i?.kind}”.`)
};

export const notify_mark_all_read = /** @type {(inputs: Notify_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all read`)
};

export const notify_no_devices = /** @type {(inputs: Notify_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No device receives push yet.`)
};

export const notify_nothing_unread = /** @type {(inputs: Notify_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing unread.`)
};

export const notify_nothing_yet = /** @type {(inputs: Notify_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing yet: you will find here what happens to your catches, boards and competitions.`)
};

export const notify_overtaken_left = /** @type {(inputs: Notify_Overtaken_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your entry left the top 10 of ${i?.competition} (it was #${i?.old}).`)
};

export const notify_overtaken_moved = /** @type {(inputs: Notify_Overtaken_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your entry went from #${i?.old} to #${i?.new} in the standings of ${i?.competition}.`)
};

export const notify_overtaken_title = /** @type {(inputs: Notify_Overtaken_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You were overtaken in ${i?.competition}`)
};

export const notify_page_title = /** @type {(inputs: Notify_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const notify_protest_catch_text = /** @type {(inputs: Notify_Protest_Catch_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone protested a catch of your entry in ${i?.competition}; an admin will decide.`)
};

export const notify_protest_entry_text = /** @type {(inputs: Notify_Protest_Entry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone protested your entry in ${i?.competition}; an admin will decide.`)
};

export const notify_protest_title = /** @type {(inputs: Notify_Protest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A protest against your entry`)
};

export const notify_provisional_text = /** @type {(inputs: Notify_Provisional_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The results of ${i?.competition} are provisional: protests are open until they become final.`)
};

export const notify_provisional_title = /** @type {(inputs: Notify_Provisional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisional results are up`)
};

export const notify_published_text = /** @type {(inputs: Notify_Published_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.competition} is open for entries.`)
};

export const notify_published_title = /** @type {(inputs: Notify_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new competition`)
};

export const notify_push_heading = /** @type {(inputs: Notify_Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push to your devices`)
};

export const notify_push_off = /** @type {(inputs: Notify_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off notifications on this device`)
};

export const notify_push_on = /** @type {(inputs: Notify_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on notifications on this device`)
};

export const notify_push_unavailable = /** @type {(inputs: Notify_Push_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push is not available on this server.`)
};

export const notify_reason = /** @type {(inputs: Notify_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.note}`)
};

export const notify_save = /** @type {(inputs: Notify_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const notify_settings_heading = /** @type {(inputs: Notify_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What reaches you, and where`)
};

export const notify_sign_up_text = /** @type {(inputs: Notify_Sign_Up_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} asks to join the club.`)
};

export const notify_sign_up_title = /** @type {(inputs: Notify_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sign-up waits for you`)
};

export const notify_since = /** @type {(inputs: Notify_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`since ${i?.time}`)
};

export const notify_stop_push = /** @type {(inputs: Notify_Stop_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop push there`)
};

export const notify_tier_bronze = /** @type {(inputs: Notify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

export const notify_tier_gold = /** @type {(inputs: Notify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold`)
};

export const notify_tier_silver = /** @type {(inputs: Notify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`silver`)
};

export const notify_tier_unverified = /** @type {(inputs: Notify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unverified`)
};

export const notify_unread = /** @type {(inputs: Notify_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unread`)
};

export const notify_unread_only = /** @type {(inputs: Notify_Unread_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unread only`)
};

export const notify_unsubscribe_button = /** @type {(inputs: Notify_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop these mails`)
};

export const notify_unsubscribe_explain = /** @type {(inputs: Notify_Unsubscribe_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will no longer get mail for “${i?.kind}”. Other kinds and the app stay as they are.`)
};

export const notify_unsubscribe_invalid = /** @type {(inputs: Notify_Unsubscribe_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This unsubscribe link is not valid. Your choices are on ${i?.link}.`)
};

export const notify_unsubscribe_invalid_title = /** @type {(inputs: Notify_Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link not valid`)
};

export const notify_unsubscribe_question = /** @type {(inputs: Notify_Unsubscribe_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop these mails?`)
};

export const notify_unsubscribe_title = /** @type {(inputs: Notify_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop these mails`)
};

export const notify_unsubscribed_heading = /** @type {(inputs: Notify_Unsubscribed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const notify_unsubscribed_text = /** @type {(inputs: Notify_Unsubscribed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No more mail for “${i?.kind}”. Change your mind on ${i?.link}.`)
};

export const notify_unsubscribed_title = /** @type {(inputs: Notify_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribed`)
};

export const notify_verification_requested_text = /** @type {(inputs: Notify_Verification_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver} asks for their ${i?.species} to be verified.`)
};

export const notify_verification_requested_title = /** @type {(inputs: Notify_Verification_Requested_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A catch waits for verification`)
};

export const notify_your_account = /** @type {(inputs: Notify_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

export const notify_your_notifications = /** @type {(inputs: Notify_Your_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notifications`)
};

export const oauth_afterwards = /** @type {(inputs: Oauth_AfterwardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can take this back at any time. Afterwards you go back to ${i?.destination}.`)
};

export const oauth_allow = /** @type {(inputs: Oauth_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allow`)
};

export const oauth_allow_question = /** @type {(inputs: Oauth_Allow_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Allow ${i?.app}?`)
};

export const oauth_allow_title = /** @type {(inputs: Oauth_Allow_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Allow ${i?.app}`)
};

export const oauth_app_disabled = /** @type {(inputs: Oauth_App_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app that sent you here is disabled.`)
};

export const oauth_deny = /** @type {(inputs: Oauth_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deny`)
};

export const oauth_link_broken = /** @type {(inputs: Oauth_Link_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in link does not work`)
};

export const oauth_no_client = /** @type {(inputs: Oauth_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request names no app (client_id is missing).`)
};

export const oauth_no_redirect = /** @type {(inputs: Oauth_No_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request has no redirect_uri and the app has several.`)
};

export const oauth_repeated_redirect = /** @type {(inputs: Oauth_Repeated_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request repeats redirect_uri.`)
};

export const oauth_unknown_app = /** @type {(inputs: Oauth_Unknown_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app that sent you here is not registered.`)
};

export const oauth_unregistered_redirect = /** @type {(inputs: Oauth_Unregistered_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app asked to send you to an address it has not registered, so we stopped here.`)
};

export const oauth_wants = /** @type {(inputs: Oauth_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} wants to use your catchd account, ${i?.person} (${i?.email}). If you allow it, it will be able to:`)
};

export const oauth_withheld = /** @type {(inputs: Oauth_WithheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It also asked for things your account cannot do, which it will not get: ${i?.scopes}.`)
};

export const offline_back_in_reach = /** @type {(inputs: Offline_Back_In_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Back in reach: this page is as last seen on this phone, fetched ${i?.time}. Reload it for the latest.`)
};

export const offline_caught = /** @type {(inputs: Offline_CaughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`caught ${i?.time}`)
};

export const offline_discard = /** @type {(inputs: Offline_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard`)
};

export const offline_dismiss = /** @type {(inputs: Offline_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const offline_fix = /** @type {(inputs: Offline_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix`)
};

export const offline_fix_elsewhere = /** @type {(inputs: Offline_Fix_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix it on the log-a-catch page`)
};

export const offline_fixing = /** @type {(inputs: Offline_FixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix this catch and save it again; it waits here until it is sent.`)
};

export const offline_no_connection = /** @type {(inputs: Offline_No_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No connection: this page is as last seen on this phone, fetched ${i?.time}.`)
};

export const offline_open_catch = /** @type {(inputs: Offline_Open_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open the catch`)
};

export const offline_outbox_title = /** @type {(inputs: Offline_Outbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On this phone`)
};

export const offline_page_heading = /** @type {(inputs: Offline_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No signal, and this page is not on this phone`)
};

export const offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pages you opened while signed in are kept here. ${i?.link}: it is saved on this phone and sent when you are back in reach.`)
};

export const offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline`)
};

export const offline_photos = /** @type {(inputs: Offline_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} photo`);
	return /** @type {LocalizedString} */ (`${i?.count} photos`)
	
};

export const offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catch saved.`)
};

export const offline_saving = /** @type {(inputs: Offline_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving on this phone…`)
};

export const offline_sent_saved = /** @type {(inputs: Offline_Sent_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent and saved:`)
};

export const offline_sign_in_again = /** @type {(inputs: Offline_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in again to send what is waiting`)
};

export const offline_sign_in_to_send = /** @type {(inputs: Offline_Sign_In_To_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in again to send them.`)
};

export const offline_sign_out_question = /** @type {(inputs: Offline_Sign_Out_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} catch is saved on this phone and not sent yet. Signing out discards it. Sign out anyway?`);
	return /** @type {LocalizedString} */ (`${i?.count} catches are saved on this phone and not sent yet. Signing out discards them. Sign out anyway?`)
	
};

export const offline_state_refused = /** @type {(inputs: Offline_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused: fix it`)
};

export const offline_state_sent = /** @type {(inputs: Offline_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent, with a problem`)
};

export const offline_state_waiting = /** @type {(inputs: Offline_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting to send`)
};

export const offline_unnamed_species = /** @type {(inputs: Offline_Unnamed_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unnamed species`)
};

export const offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Saved on this phone, ${i?.count} waiting to send.`);
	return /** @type {LocalizedString} */ (`Saved on this phone, ${i?.count} waiting to send.`)
	
};

export const offline_you_are_offline = /** @type {(inputs: Offline_You_Are_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Catches you log are saved on this phone and sent when you are back in reach.`)
};

export const or = /** @type {(inputs: OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

export const pager_label = /** @type {(inputs: Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const pager_next = /** @type {(inputs: Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next →`)
};

export const pager_page = /** @type {(inputs: Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const pager_page_of = /** @type {(inputs: Pager_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.last}`)
};

export const pager_previous = /** @type {(inputs: Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Previous`)
};

export const passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a passkey`)
};

export const passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added`)
};

export const passkey_confirm_to_add = /** @type {(inputs: Passkey_Confirm_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} to add a passkey.`)
};

export const passkey_default_name = /** @type {(inputs: Passkey_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My passkey`)
};

export const passkey_heading = /** @type {(inputs: Passkey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys`)
};

export const passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last used`)
};

export const passkey_lead = /** @type {(inputs: Passkey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your fingerprint, face, screen lock or a security key: no password needed.`)
};

export const passkey_name_of = /** @type {(inputs: Passkey_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Name of passkey ${i?.name}`)
};

export const passkey_never = /** @type {(inputs: Passkey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never`)
};

export const passkey_new_name = /** @type {(inputs: Passkey_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name of the new passkey`)
};

export const passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no passkeys yet.`)
};

export const passkey_remove = /** @type {(inputs: Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const passkey_remove_label = /** @type {(inputs: Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove passkey ${i?.name}`)
};

export const passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

export const passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename passkey ${i?.name}`)
};

export const passkey_sign_in = /** @type {(inputs: Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a passkey`)
};

export const passkey_yours = /** @type {(inputs: Passkey_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your passkeys`)
};

export const password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const people_access = /** @type {(inputs: People_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access`)
};

export const people_access_legend = /** @type {(inputs: People_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open to anyone, without signing in`)
};

export const people_access_note = /** @type {(inputs: People_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything else (logging, verifying, administration) always needs an account.`)
};

export const people_active = /** @type {(inputs: People_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const people_activity = /** @type {(inputs: People_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity`)
};

export const people_activity_of = /** @type {(inputs: People_Activity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activity of ${i?.name}`)
};

export const people_add = /** @type {(inputs: People_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

export const people_add_person = /** @type {(inputs: People_Add_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a person`)
};

export const people_area_divers = /** @type {(inputs: People_Area_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divers’ pages: each diver’s best catch per species`)
};

export const people_area_leaderboards = /** @type {(inputs: People_Area_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaderboards, and the embeddable board for the club’s website`)
};

export const people_area_species = /** @type {(inputs: People_Area_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species pages: names, photos, records and recent verified catches`)
};

export const people_back = /** @type {(inputs: People_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to people`)
};

export const people_change_role = /** @type {(inputs: People_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change role`)
};

export const people_deleted = /** @type {(inputs: People_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deleted`)
};

export const people_disable = /** @type {(inputs: People_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disable`)
};

export const people_disable_label = /** @type {(inputs: People_Disable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Disable ${i?.name}`)
};

export const people_disabled = /** @type {(inputs: People_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disabled`)
};

export const people_enable = /** @type {(inputs: People_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enable`)
};

export const people_enable_label = /** @type {(inputs: People_Enable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enable ${i?.name}`)
};

export const people_heading = /** @type {(inputs: People_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People and roles`)
};

export const people_insecure_base_url = /** @type {(inputs: People_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL is plain http (${i?.origin}) on a host other than this machine: sign-in cookies are sent without Secure and passwords travel unencrypted. Serve catchd over https and set CATCHD_BASE_URL to the https:// address.`)
};

export const people_joining_approval = /** @type {(inputs: People_Joining_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`anyone signs up; admins approve or decline on the people page.`)
};

export const people_joining_closed = /** @type {(inputs: People_Joining_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nobody joins; admins add people on the people page.`)
};

export const people_joining_developer_label = /** @type {(inputs: People_Joining_Developer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Early access sign-up on the developer portal (CATCHD_DEVELOPER_SIGNUP)`)
};

export const people_joining_developer_off = /** @type {(inputs: People_Joining_Developer_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`off.`)
};

export const people_joining_developer_on = /** @type {(inputs: People_Joining_Developer_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on: visitors sign up and apply for developer access in one go, whatever the joining mode.`)
};

export const people_joining_heading = /** @type {(inputs: People_Joining_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How people join`)
};

export const people_joining_invite = /** @type {(inputs: People_Joining_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admins invite people by email (on the people page); the link works once, for seven days.`)
};

export const people_joining_mail_label = /** @type {(inputs: People_Joining_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail (CATCHD_SMTP_URL)`)
};

export const people_joining_mail_off = /** @type {(inputs: People_Joining_Mail_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not set up: invitation links are shown to copy, and sign-ups are not confirmed by mail.`)
};

export const people_joining_mail_on = /** @type {(inputs: People_Joining_Mail_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`set up: invitations and address confirmations are mailed.`)
};

export const people_joining_mode_label = /** @type {(inputs: People_Joining_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joining (CATCHD_SIGNUP)`)
};

export const people_joining_note = /** @type {(inputs: People_Joining_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These come from the server’s configuration; the operator changes them there.`)
};

export const people_joining_open = /** @type {(inputs: People_Joining_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`anyone signs up and joins as a diver.`)
};

export const people_link_access = /** @type {(inputs: People_Link_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What visitors may see`)
};

export const people_link_club = /** @type {(inputs: People_Link_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The club: name, time zone, units, language, seasons, joining`)
};

export const people_link_species = /** @type {(inputs: People_Link_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species catalogue`)
};

export const people_no_address = /** @type {(inputs: People_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no address`)
};

export const people_no_such_person = /** @type {(inputs: People_No_Such_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such person`)
};

export const people_refused_role = /** @type {(inputs: People_Refused_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be one of admin, verifier, diver`)
};

export const people_refused_taken = /** @type {(inputs: People_Refused_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`someone already has this email`)
};

export const people_role = /** @type {(inputs: People_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

export const people_role_admin = /** @type {(inputs: People_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admin`)
};

export const people_role_developer = /** @type {(inputs: People_Role_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`developer`)
};

export const people_role_diver = /** @type {(inputs: People_Role_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diver`)
};

export const people_role_of = /** @type {(inputs: People_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Role of ${i?.name}`)
};

export const people_role_verifier = /** @type {(inputs: People_Role_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifier`)
};

export const people_second_factor = /** @type {(inputs: People_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Second factor`)
};

export const people_settings = /** @type {(inputs: People_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const people_tile_applications = /** @type {(inputs: People_Tile_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`developer application`);
	return /** @type {LocalizedString} */ (`developer applications`)
	
};

export const people_tile_catches = /** @type {(inputs: People_Tile_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`catch to verify`);
	return /** @type {LocalizedString} */ (`catches to verify`)
	
};

export const people_tile_sign_ups = /** @type {(inputs: People_Tile_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`sign-up to approve`);
	return /** @type {LocalizedString} */ (`sign-ups to approve`)
	
};

export const people_title = /** @type {(inputs: People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People`)
};

export const people_update_available = /** @type {(inputs: People_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd ${i?.newer} is available (this server runs ${i?.current}). On the server, ${i?.update} installs it after a backup; ${i?.rollback} goes back.`)
};

export const people_waiting_for_you = /** @type {(inputs: People_Waiting_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for you`)
};

export const problems_title = /** @type {(inputs: Problems_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fix these and send again:`)
};

export const reset_check_inbox = /** @type {(inputs: Reset_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If an account uses that address, a link to set a new password is on its way there. It works once, within an hour.`)
};

export const reset_credentials_legend = /** @type {(inputs: Reset_Credentials_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys and apps that can use your account without the password`)
};

export const reset_done_text = /** @type {(inputs: Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every session of your account is signed out. Sign in with the new password.`)
};

export const reset_done_title = /** @type {(inputs: Reset_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password is set`)
};

export const reset_kept = /** @type {(inputs: Reset_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These still work without the password. Once signed in, revoke any you did not make on ${i?.keys} and ${i?.apps}.`)
};

export const reset_kept_apps = /** @type {(inputs: Reset_Kept_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the apps you authorised`)
};

export const reset_kept_keys = /** @type {(inputs: Reset_Kept_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your API keys`)
};

export const reset_kind_app = /** @type {(inputs: Reset_Kind_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App`)
};

export const reset_kind_key = /** @type {(inputs: Reset_Kind_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

export const reset_lead = /** @type {(inputs: Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the address of your account: we mail you a link to set a new password.`)
};

export const reset_made_last_used = /** @type {(inputs: Reset_Made_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`made ${i?.made}, last used ${i?.used}`)
};

export const reset_made_never_used = /** @type {(inputs: Reset_Made_Never_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`made ${i?.made}, never used`)
};

export const reset_mail_body = /** @type {(inputs: Reset_Mail_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone asked to set a new password for this address's account at catchd at ${i?.url}.

If it was you, open this link within an hour. It works once:

${i?.link}

If it was not you, ignore this mail: your password stays as it is.`)
};

export const reset_mail_me = /** @type {(inputs: Reset_Mail_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail me a link`)
};

export const reset_mail_subject = /** @type {(inputs: Reset_Mail_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a new catchd password`)
};

export const reset_new_lead = /** @type {(inputs: Reset_New_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setting it signs you out everywhere.`)
};

export const reset_new_title = /** @type {(inputs: Reset_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a new password`)
};

export const reset_no_mail = /** @type {(inputs: Reset_No_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This club does not send mail, so passwords cannot be reset by mail here. Ask an administrator to set a new one.`)
};

export const reset_revoke_too = /** @type {(inputs: Reset_Revoke_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke all of them too (choose this if you did not make them all)`)
};

export const reset_revoked = /** @type {(inputs: Reset_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every API key and app access of your account is revoked.`)
};

export const reset_set_password = /** @type {(inputs: Reset_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set password`)
};

export const scope_account_read = /** @type {(inputs: Scope_Account_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your profile and manage your API keys`)
};

export const scope_account_write = /** @type {(inputs: Scope_Account_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your account: profile, password, sessions; export your data or delete the account`)
};

export const scope_catches_read = /** @type {(inputs: Scope_Catches_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See catches, their verifications and catch events`)
};

export const scope_catches_write = /** @type {(inputs: Scope_Catches_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log, edit and delete your catches`)
};

export const scope_club_write = /** @type {(inputs: Scope_Club_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the club’s settings: name, time zone, units, language, seasons, joining (admins)`)
};

export const scope_competitions_write = /** @type {(inputs: Scope_Competitions_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create and run competitions (admins) and record weigh-ins (weighmasters)`)
};

export const scope_leaderboards_read = /** @type {(inputs: Scope_Leaderboards_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See leaderboards`)
};

export const scope_species_read = /** @type {(inputs: Scope_Species_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See species, their photos and records`)
};

export const scope_species_write = /** @type {(inputs: Scope_Species_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add and edit species and upload species photos (admins)`)
};

export const scope_verifications_write = /** @type {(inputs: Scope_Verifications_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify other divers’ catches (verifiers and admins)`)
};

export const scope_webhooks_read = /** @type {(inputs: Scope_Webhooks_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your webhook endpoints and deliveries`)
};

export const scope_webhooks_write = /** @type {(inputs: Scope_Webhooks_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create and manage your webhook endpoints`)
};

export const share_board_catch_count = /** @type {(inputs: Share_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most catches`)
};

export const share_board_deepest = /** @type {(inputs: Share_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deepest catch`)
};

export const share_board_description = /** @type {(inputs: Share_Board_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The leaderboard of ${i?.club}: ${i?.board}.`)
};

export const share_board_empty = /** @type {(inputs: Share_Board_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No catches on this board yet.`)
};

export const share_board_heaviest = /** @type {(inputs: Share_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heaviest fish`)
};

export const share_board_total_weight = /** @type {(inputs: Share_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total weight`)
};

export const share_button = /** @type {(inputs: Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

export const share_catch_by = /** @type {(inputs: Share_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caught by ${i?.diver}`)
};

export const share_catch_description = /** @type {(inputs: Share_Catch_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caught by ${i?.diver}, logged with ${i?.club}.`)
};

export const share_catch_title = /** @type {(inputs: Share_Catch_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, ${i?.weight}`)
};

export const share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied`)
};

export const share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copying failed: select the link and copy it.`)
};

export const share_link = /** @type {(inputs: Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link to this page`)
};

export const share_place = /** @type {(inputs: Share_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.value}`)
};

export const share_podium = /** @type {(inputs: Share_PodiumInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} point`);
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} points`)
	
};

export const share_results_description = /** @type {(inputs: Share_Results_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} of ${i?.name}, a competition of ${i?.club}.`)
};

export const share_shared = /** @type {(inputs: Share_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared.`)
};

export const share_status_cancelled = /** @type {(inputs: Share_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const share_status_final = /** @type {(inputs: Share_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final results`)
};

export const share_status_open = /** @type {(inputs: Share_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not started yet`)
};

export const share_status_provisional = /** @type {(inputs: Share_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisional results`)
};

export const share_status_running = /** @type {(inputs: Share_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standings so far`)
};

export const sign_in = /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in again.`)
};

export const sign_in_busy = /** @type {(inputs: Sign_In_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many sign-ins are being checked at once.`)
};

export const sign_in_busy_title = /** @type {(inputs: Sign_In_Busy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busy`)
};

export const sign_in_expired_title = /** @type {(inputs: Sign_In_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in expired`)
};

export const sign_in_finished = /** @type {(inputs: Sign_In_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in was already finished. Please sign in again.`)
};

export const sign_in_lead = /** @type {(inputs: Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use your catchd email and password.`)
};

export const sign_in_lead_providers = /** @type {(inputs: Sign_In_Lead_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use your catchd email and password or an account you already have.`)
};

export const sign_in_link_stale = /** @type {(inputs: Sign_In_Link_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in link is stale or was not started here. Please start again.`)
};

export const sign_in_many_attempts = /** @type {(inputs: Sign_In_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There have been many sign-in attempts for this account.`)
};

export const sign_in_mismatch = /** @type {(inputs: Sign_In_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That email and password do not match.`)
};

export const sign_in_paused_title = /** @type {(inputs: Sign_In_Paused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in paused`)
};

export const sign_in_stale = /** @type {(inputs: Sign_In_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in took too long or was already finished. Please sign in again.`)
};

export const sign_in_uncountable = /** @type {(inputs: Sign_In_UncountableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in attempts cannot be counted right now.`)
};

export const sign_in_unknown = /** @type {(inputs: Sign_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This way of signing in is not set up here.`)
};

export const sign_in_unknown_title = /** @type {(inputs: Sign_In_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown sign-in method`)
};

export const sign_out = /** @type {(inputs: Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

export const site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd: log, verify and rank spearfishing catches.`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const species_add_photo = /** @type {(inputs: Species_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add photo`)
};

export const species_apply_changes = /** @type {(inputs: Species_Apply_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply these changes`)
};

export const species_author = /** @type {(inputs: Species_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Author`)
};

export const species_best_of_each = /** @type {(inputs: Species_Best_Of_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best catch of each species`)
};

export const species_by_diver = /** @type {(inputs: Species_By_DiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.diver}`)
};

export const species_catalogue = /** @type {(inputs: Species_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species catalogue`)
};

export const species_catches = /** @type {(inputs: Species_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} catch`);
	return /** @type {LocalizedString} */ (`${i?.count} catches`)
	
};

export const species_caught_by = /** @type {(inputs: Species_Caught_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} caught by ${i?.diver}`)
};

export const species_change_add = /** @type {(inputs: Species_Change_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`add`)
};

export const species_change_update = /** @type {(inputs: Species_Change_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`update`)
};

export const species_changes = /** @type {(inputs: Species_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes`)
};

export const species_col_change = /** @type {(inputs: Species_Col_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

export const species_col_scientific = /** @type {(inputs: Species_Col_ScientificInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scientific name`)
};

export const species_count = /** @type {(inputs: Species_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} species`);
	return /** @type {LocalizedString} */ (`${i?.count} species`)
	
};

export const species_csv_file = /** @type {(inputs: Species_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV file (with the columns of the species table catchd ships)`)
};

export const species_deepest_bronze = /** @type {(inputs: Species_Deepest_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deepest (bronze or better)`)
};

export const species_edit_title = /** @type {(inputs: Species_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.species}`)
};

export const species_english_name = /** @type {(inputs: Species_English_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English name`)
};

export const species_find = /** @type {(inputs: Species_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a species`)
};

export const species_find_by_name = /** @type {(inputs: Species_Find_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a species by any name`)
};

export const species_heaviest_first = /** @type {(inputs: Species_Heaviest_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} species, heaviest first.`);
	return /** @type {LocalizedString} */ (`${i?.count} species, heaviest first.`)
	
};

export const species_import_csv = /** @type {(inputs: Species_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import a CSV file`)
};

export const species_import_heading = /** @type {(inputs: Species_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import species from a CSV file`)
};

export const species_import_preview = /** @type {(inputs: Species_Import_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.add} to add, ${i?.update} to update, ${i?.unchanged} unchanged, ${i?.rejected}.`)
};

export const species_import_title = /** @type {(inputs: Species_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import species`)
};

export const species_imported = /** @type {(inputs: Species_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imported: ${i?.added} added, ${i?.updated} updated, ${i?.unchanged} unchanged.`)
};

export const species_latest_verified = /** @type {(inputs: Species_Latest_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest verified catches`)
};

export const species_licence = /** @type {(inputs: Species_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licence`)
};

export const species_logged = /** @type {(inputs: Species_LoggedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} catch logged`);
	return /** @type {LocalizedString} */ (`${i?.count} catches logged`)
	
};

export const species_names = /** @type {(inputs: Species_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Names`)
};

export const species_names_credited = /** @type {(inputs: Species_Names_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Names you change are credited to this club (source “local”).`)
};

export const species_names_licence = /** @type {(inputs: Species_Names_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Names above: ${i?.licence}`)
};

export const species_no_catches_yet = /** @type {(inputs: Species_No_Catches_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No catches yet.`)
};

export const species_no_licence = /** @type {(inputs: Species_No_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no licence given`)
};

export const species_no_published_record = /** @type {(inputs: Species_No_Published_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No published record.`)
};

export const species_none_yet = /** @type {(inputs: Species_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none yet`)
};

export const species_none_yet_sentence = /** @type {(inputs: Species_None_Yet_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None yet.`)
};

export const species_other_names = /** @type {(inputs: Species_Other_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other names, one per line as “lang: name”`)
};

export const species_photo = /** @type {(inputs: Species_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo`)
};

export const species_preview_changes = /** @type {(inputs: Species_Preview_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview the changes`)
};

export const species_record_by = /** @type {(inputs: Species_Record_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure} by ${i?.link}`)
};

export const species_records_here = /** @type {(inputs: Species_Records_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Records here`)
};

export const species_reference_records = /** @type {(inputs: Species_Reference_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference records`)
};

export const species_rejected_label = /** @type {(inputs: Species_Rejected_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejected lines`)
};

export const species_rejected_line = /** @type {(inputs: Species_Rejected_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Line ${i?.line}: ${i?.reason}`)
};

export const species_rejected_lines = /** @type {(inputs: Species_Rejected_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} rejected line`);
	return /** @type {LocalizedString} */ (`${i?.count} rejected lines`)
	
};

export const species_save_names = /** @type {(inputs: Species_Save_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save names`)
};

export const species_search = /** @type {(inputs: Species_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const species_season_in_charts = /** @type {(inputs: Species_Season_In_ChartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Season in charts`)
};

export const species_tier_or_better = /** @type {(inputs: Species_Tier_Or_BetterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} or better`)
};

export const species_title = /** @type {(inputs: Species_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species`)
};

export const species_unknown_author = /** @type {(inputs: Species_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown author`)
};

export const species_verified_catch_by = /** @type {(inputs: Species_Verified_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A verified catch by ${i?.diver}`)
};

export const species_weights_chart = /** @type {(inputs: Species_Weights_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weights in a chart`)
};

export const stats_active_divers_by_month = /** @type {(inputs: Stats_Active_Divers_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active divers by month`)
};

export const stats_admins_only = /** @type {(inputs: Stats_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The club’s charts are for its admins while the boards are not public.`)
};

export const stats_bests_summary = /** @type {(inputs: Stats_Bests_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each dot beat every earlier catch of its species; the line is the heaviest so far. Latest: ${i?.species}, ${i?.weight}.`)
};

export const stats_bests_title = /** @type {(inputs: Stats_Bests_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Personal bests over time (${i?.unit})`)
};

export const stats_catches_by_month = /** @type {(inputs: Stats_Catches_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catches by month`)
};

export const stats_catches_count = /** @type {(inputs: Stats_Catches_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} catch`);
	return /** @type {LocalizedString} */ (`${i?.count} catches`)
	
};

export const stats_club_mark = /** @type {(inputs: Stats_Club_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`club`)
};

export const stats_club_season = /** @type {(inputs: Stats_Club_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The club’s season`)
};

export const stats_club_season_title = /** @type {(inputs: Stats_Club_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The club’s ${i?.year} season`)
};

export const stats_club_totals = /** @type {(inputs: Stats_Club_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches} by ${i?.divers} in ${i?.year}.`)
};

export const stats_col_active_divers = /** @type {(inputs: Stats_Col_Active_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active divers`)
};

export const stats_col_catches = /** @type {(inputs: Stats_Col_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catches`)
};

export const stats_col_club_record = /** @type {(inputs: Stats_Col_Club_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Club record`)
};

export const stats_col_date = /** @type {(inputs: Stats_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const stats_col_month = /** @type {(inputs: Stats_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month`)
};

export const stats_col_species = /** @type {(inputs: Stats_Col_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species`)
};

export const stats_col_weight = /** @type {(inputs: Stats_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

export const stats_col_yours = /** @type {(inputs: Stats_Col_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yours`)
};

export const stats_deepest_against_club = /** @type {(inputs: Stats_Deepest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deepest against the club’s record`)
};

export const stats_diver_season = /** @type {(inputs: Stats_Diver_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver}’s season`)
};

export const stats_diver_season_title = /** @type {(inputs: Stats_Diver_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver}: ${i?.year} season`)
};

export const stats_diver_totals = /** @type {(inputs: Stats_Diver_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches}, ${i?.weight} in ${i?.year}.`)
};

export const stats_divers_count = /** @type {(inputs: Stats_Divers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} diver`);
	return /** @type {LocalizedString} */ (`${i?.count} divers`)
	
};

export const stats_heaviest_against_club = /** @type {(inputs: Stats_Heaviest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heaviest against the club’s record`)
};

export const stats_in_all = /** @type {(inputs: Stats_In_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weight} in all.`)
};

export const stats_mix_summary = /** @type {(inputs: Stats_Mix_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}; ${i?.name} most often (${i?.count} of ${i?.total}).`)
};

export const stats_most_catches_in = /** @type {(inputs: Stats_Most_Catches_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Most catches in ${i?.month}: ${i?.count}.`)
};

export const stats_most_divers_in = /** @type {(inputs: Stats_Most_Divers_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Most active divers in ${i?.month}: ${i?.count}.`)
};

export const stats_no_catches = /** @type {(inputs: Stats_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No catches yet.`)
};

export const stats_no_catches_months = /** @type {(inputs: Stats_No_Catches_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No catches logged in these months.`)
};

export const stats_record_bronze = /** @type {(inputs: Stats_Record_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze record`)
};

export const stats_record_gold = /** @type {(inputs: Stats_Record_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold record`)
};

export const stats_record_held = /** @type {(inputs: Stats_Record_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Club record held in ${i?.held} of ${i?.shown}; the marks are the club’s records.`)
};

export const stats_record_silver = /** @type {(inputs: Stats_Record_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`silver record`)
};

export const stats_season = /** @type {(inputs: Stats_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Season ${i?.year}`)
};

export const stats_seasons = /** @type {(inputs: Stats_SeasonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seasons`)
};

export const stats_species_mix = /** @type {(inputs: Stats_Species_MixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species mix`)
};

export const stats_the_species = /** @type {(inputs: Stats_The_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The species`)
};

export const stats_title = /** @type {(inputs: Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stats`)
};

export const stats_weight_by_month = /** @type {(inputs: Stats_Weight_By_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weight landed by month (${i?.unit})`)
};

export const stats_weights_of_a_species = /** @type {(inputs: Stats_Weights_Of_A_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weights of a species`)
};

export const stats_weights_summary = /** @type {(inputs: Stats_Weights_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How many catches weighed how much; the lines mark the records.`)
};

export const stats_weights_summary_no_records = /** @type {(inputs: Stats_Weights_Summary_No_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How many catches weighed how much; the lines mark the records (none yet).`)
};

export const stats_weights_title = /** @type {(inputs: Stats_Weights_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weights of ${i?.species} (${i?.unit})`)
};

export const stats_world_record = /** @type {(inputs: Stats_World_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`world record`)
};

export const stats_your_season = /** @type {(inputs: Stats_Your_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your season`)
};

export const totp_back = /** @type {(inputs: Totp_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your account`)
};

export const totp_code_label = /** @type {(inputs: Totp_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from your app`)
};

export const totp_code_or_recovery = /** @type {(inputs: Totp_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from your authenticator app, or a recovery code`)
};

export const totp_codes_left = /** @type {(inputs: Totp_Codes_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Recovery codes left: ${i?.count}`);
	return /** @type {LocalizedString} */ (`Recovery codes left: ${i?.count}`)
	
};

export const totp_codes_once = /** @type {(inputs: Totp_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are shown only now.`)
};

export const totp_codes_text = /** @type {(inputs: Totp_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your authenticator app is set up. Keep these codes somewhere safe: each signs you in once if you lose the app.`)
};

export const totp_codes_title = /** @type {(inputs: Totp_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your recovery codes`)
};

export const totp_enter_code = /** @type {(inputs: Totp_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the code from your app`)
};

export const totp_has = /** @type {(inputs: Totp_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App or passkey`)
};

export const totp_heading = /** @type {(inputs: Totp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator app`)
};

export const totp_key = /** @type {(inputs: Totp_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Key: ${i?.key}`)
};

export const totp_none = /** @type {(inputs: Totp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const totp_off = /** @type {(inputs: Totp_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a code from an app on your phone as well as your password when you sign in.`)
};

export const totp_on = /** @type {(inputs: Totp_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in with your password or another account (GitHub, Google, single sign-on) also asks for a code from your app.`)
};

export const totp_or_password = /** @type {(inputs: Totp_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or your password`)
};

export const totp_password_right = /** @type {(inputs: Totp_Password_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password is right. To finish signing in, use the passkey you added to your account.`)
};

export const totp_qr_label = /** @type {(inputs: Totp_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code of the key, for your authenticator app`)
};

export const totp_remove = /** @type {(inputs: Totp_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the authenticator app`)
};

export const totp_remove_code = /** @type {(inputs: Totp_Remove_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A current code from your app, or a recovery code`)
};

export const totp_reset = /** @type {(inputs: Totp_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset`)
};

export const totp_reset_label = /** @type {(inputs: Totp_Reset_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reset the second factor of ${i?.name}`)
};

export const totp_scan = /** @type {(inputs: Totp_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan this code with your authenticator app, or type the key into it; then enter the code it shows.`)
};

export const totp_set_up = /** @type {(inputs: Totp_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up an authenticator app`)
};

export const totp_start_first = /** @type {(inputs: Totp_Start_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start setting up your authenticator app first.`)
};

export const totp_uri = /** @type {(inputs: Totp_UriInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Or open this address on the phone with the app: ${i?.uri}`)
};

export const totp_use_passkey = /** @type {(inputs: Totp_Use_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use your passkey`)
};

export const totp_wrong_code = /** @type {(inputs: Totp_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not right. Enter the current code from your app.`)
};

export const verify_ask = /** @type {(inputs: Verify_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for verification`)
};

export const verify_asked = /** @type {(inputs: Verify_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`asked ${i?.time}`)
};

export const verify_diver_message = /** @type {(inputs: Verify_Diver_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diver’s message: “${i?.note}”`)
};

export const verify_evidence = /** @type {(inputs: Verify_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evidence`)
};

export const verify_evidence_and_grading = /** @type {(inputs: Verify_Evidence_And_GradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evidence and grading`)
};

export const verify_evidence_note = /** @type {(inputs: Verify_Evidence_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evidence note`)
};

export const verify_gap_bad_date = /** @type {(inputs: Verify_Gap_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the scale’s date must be a real date, not in the future`)
};

export const verify_gap_freedive = /** @type {(inputs: Verify_Gap_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold needs a freedive catch: record keepers do not accept scuba catches`)
};

export const verify_gap_interested_witness = /** @type {(inputs: Verify_Gap_Interested_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the witness must be neither the diver nor the verifier`)
};

export const verify_gap_measurement = /** @type {(inputs: Verify_Gap_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`silver needs a measurement (weight or length) or a witness`)
};

export const verify_gap_not_this_catch = /** @type {(inputs: Verify_Gap_Not_This_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a cited photo is not a photo of this catch`)
};

export const verify_gap_photo = /** @type {(inputs: Verify_Gap_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} needs a photo of the fish`)
};

export const verify_gap_scale_date = /** @type {(inputs: Verify_Gap_Scale_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold needs the date the scale was certified`)
};

export const verify_gap_weigh_photo = /** @type {(inputs: Verify_Gap_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold needs a photo of the weighing`)
};

export const verify_gap_witness = /** @type {(inputs: Verify_Gap_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold needs a disinterested witness`)
};

export const verify_grade = /** @type {(inputs: Verify_GradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grade`)
};

export const verify_grade_as = /** @type {(inputs: Verify_Grade_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grade ${i?.tier}`)
};

export const verify_heading = /** @type {(inputs: Verify_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verify: ${i?.species}`)
};

export const verify_history = /** @type {(inputs: Verify_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History`)
};

export const verify_lacks = /** @type {(inputs: Verify_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What ${i?.tier} still lacks`)
};

export const verify_ladder = /** @type {(inputs: Verify_LadderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bronze needs a photo of the fish; silver also a measurement or a witness; gold a photo of the weighing, a certified scale, a witness who is neither you nor the verifier, and a freedive catch.`)
};

export const verify_length = /** @type {(inputs: Verify_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Length (${i?.unit})`)
};

export const verify_measurement = /** @type {(inputs: Verify_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Measurement`)
};

export const verify_meets = /** @type {(inputs: Verify_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The evidence above meets the ${i?.tier} rule.`)
};

export const verify_message_to_verifier = /** @type {(inputs: Verify_Message_To_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message to the verifier`)
};

export const verify_method = /** @type {(inputs: Verify_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Method`)
};

export const verify_needs_bronze = /** @type {(inputs: Verify_Needs_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs a photo of the fish.`)
};

export const verify_needs_gold = /** @type {(inputs: Verify_Needs_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs a photo of the weighing, the date the scale was certified, a witness who is neither diver nor verifier, and a freedive catch.`)
};

export const verify_needs_silver = /** @type {(inputs: Verify_Needs_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs a photo, plus a measurement (weight or length) or a witness.`)
};

export const verify_no_photos = /** @type {(inputs: Verify_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos.`)
};

export const verify_no_photos_yet = /** @type {(inputs: Verify_No_Photos_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This catch has no photos yet.`)
};

export const verify_none = /** @type {(inputs: Verify_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const verify_own_catch = /** @type {(inputs: Verify_Own_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your own catch: another verifier must grade it.`)
};

export const verify_photo_alt = /** @type {(inputs: Verify_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, photo ${i?.number}`)
};

export const verify_photo_number = /** @type {(inputs: Verify_Photo_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number}`)
};

export const verify_photo_weighing = /** @type {(inputs: Verify_Photo_WeighingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} (weighing)`)
};

export const verify_photos = /** @type {(inputs: Verify_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

export const verify_photos_full = /** @type {(inputs: Verify_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos at full size`)
};

export const verify_photos_of_fish = /** @type {(inputs: Verify_Photos_Of_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos of the fish`)
};

export const verify_queue_title = /** @type {(inputs: Verify_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification queue`)
};

export const verify_reason = /** @type {(inputs: Verify_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason for refusing`)
};

export const verify_refuse = /** @type {(inputs: Verify_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuse (stays or goes back to unverified)`)
};

export const verify_requests = /** @type {(inputs: Verify_RequestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} request, oldest first.`);
	return /** @type {LocalizedString} */ (`${i?.count} requests, oldest first.`)
	
};

export const verify_scale_certified = /** @type {(inputs: Verify_Scale_CertifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scale certified on`)
};

export const verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verify ${i?.species}`)
};

export const verify_waiting = /** @type {(inputs: Verify_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for review`)
};

export const verify_weigh_photo = /** @type {(inputs: Verify_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo of the weighing`)
};

export const verify_weight = /** @type {(inputs: Verify_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weight (${i?.unit})`)
};

export const verify_witness = /** @type {(inputs: Verify_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Witness`)
};

export const verify_witness_contact = /** @type {(inputs: Verify_Witness_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email or phone`)
};

export const verify_witness_name = /** @type {(inputs: Verify_Witness_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const wait_and_retry = /** @type {(inputs: Wait_And_RetryInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("en", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Please wait ${i?.seconds} second and try again.`);
	return /** @type {LocalizedString} */ (`Please wait ${i?.seconds} seconds and try again.`)
	
};

export const way_in_approval = /** @type {(inputs: Way_In_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New here? ${i?.link}: an admin approves new members.`)
};

export const way_in_ask = /** @type {(inputs: Way_In_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask to join`)
};

export const way_in_closed = /** @type {(inputs: Way_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This club is not taking new members at the moment.`)
};

export const way_in_developers = /** @type {(inputs: Way_In_DevelopersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Building on the catchd API? ${i?.link}.`)
};

export const way_in_early_access = /** @type {(inputs: Way_In_Early_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up for early access`)
};

export const way_in_invite = /** @type {(inputs: Way_In_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New here? Joining is by invitation: ask an admin of your club to invite you.`)
};

export const way_in_open = /** @type {(inputs: Way_In_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New here? ${i?.link}.`)
};

export const way_in_sign_up = /** @type {(inputs: Way_In_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up`)
};

export const webhook_add = /** @type {(inputs: Webhook_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add endpoint`)
};

export const webhook_add_heading = /** @type {(inputs: Webhook_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an endpoint`)
};

export const webhook_added = /** @type {(inputs: Webhook_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added ${i?.url}.`)
};

export const webhook_attempt_http = /** @type {(inputs: Webhook_Attempt_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTTP ${i?.code} in ${i?.ms} ms`)
};

export const webhook_attempt_no_answer = /** @type {(inputs: Webhook_Attempt_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no answer (${i?.error}) in ${i?.ms} ms`)
};

export const webhook_attempts = /** @type {(inputs: Webhook_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempts`)
};

export const webhook_cancel = /** @type {(inputs: Webhook_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const webhook_delete = /** @type {(inputs: Webhook_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete endpoint`)
};

export const webhook_delete_ask = /** @type {(inputs: Webhook_Delete_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete endpoint…`)
};

export const webhook_delete_title = /** @type {(inputs: Webhook_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this endpoint?`)
};

export const webhook_delete_what = /** @type {(inputs: Webhook_Delete_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.url} will get no more deliveries, and its delivery log goes with it. Events stay in the event browser.`)
};

export const webhook_deliveries = /** @type {(inputs: Webhook_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deliveries`)
};

export const webhook_delivery_failed = /** @type {(inputs: Webhook_Delivery_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`failed`)
};

export const webhook_delivery_pending = /** @type {(inputs: Webhook_Delivery_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pending`)
};

export const webhook_delivery_succeeded = /** @type {(inputs: Webhook_Delivery_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`succeeded`)
};

export const webhook_description = /** @type {(inputs: Webhook_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description (optional)`)
};

export const webhook_disable = /** @type {(inputs: Webhook_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disable`)
};

export const webhook_disabled = /** @type {(inputs: Webhook_DisabledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`disabled: ${i?.reason}`)
};

export const webhook_enable = /** @type {(inputs: Webhook_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enable`)
};

export const webhook_enabled = /** @type {(inputs: Webhook_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`enabled`)
};

export const webhook_endpoint_title = /** @type {(inputs: Webhook_Endpoint_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Webhook ${i?.url}`)
};

export const webhook_error = /** @type {(inputs: Webhook_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`error`)
};

export const webhook_event = /** @type {(inputs: Webhook_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

export const webhook_every_event = /** @type {(inputs: Webhook_Every_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* (every event)`)
};

export const webhook_failing_since = /** @type {(inputs: Webhook_Failing_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failing since`)
};

export const webhook_new_secret = /** @type {(inputs: Webhook_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The endpoint’s new signing secret (the old one keeps signing for 24 hours).`)
};

export const webhook_next_retry = /** @type {(inputs: Webhook_Next_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next retry`)
};

export const webhook_no_attempts = /** @type {(inputs: Webhook_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none yet`)
};

export const webhook_no_deliveries = /** @type {(inputs: Webhook_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No deliveries yet.`)
};

export const webhook_no_endpoints = /** @type {(inputs: Webhook_No_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No endpoints yet.`)
};

export const webhook_refresh = /** @type {(inputs: Webhook_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh`)
};

export const webhook_resend = /** @type {(inputs: Webhook_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend`)
};

export const webhook_resend_label = /** @type {(inputs: Webhook_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resend ${i?.type} ${i?.id}`)
};

export const webhook_rotate = /** @type {(inputs: Webhook_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rotate secret`)
};

export const webhook_secret = /** @type {(inputs: Webhook_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The endpoint’s signing secret.`)
};

export const webhook_send_test = /** @type {(inputs: Webhook_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a test event`)
};

export const webhook_state = /** @type {(inputs: Webhook_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

export const webhook_status = /** @type {(inputs: Webhook_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const webhook_title = /** @type {(inputs: Webhook_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

export const webhook_url = /** @type {(inputs: Webhook_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL`)
};