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
	return /** @type {LocalizedString} */ (`Activité du compte`)
};

export const account_change_password = /** @type {(inputs: Account_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer de mot de passe`)
};

export const account_col_address = /** @type {(inputs: Account_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const account_col_device = /** @type {(inputs: Account_Col_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appareil`)
};

export const account_col_from = /** @type {(inputs: Account_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depuis`)
};

export const account_col_last_seen = /** @type {(inputs: Account_Col_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière activité`)
};

export const account_col_what = /** @type {(inputs: Account_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quoi`)
};

export const account_col_when = /** @type {(inputs: Account_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

export const account_confirm = /** @type {(inputs: Account_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer`)
};

export const account_confirm_code_label = /** @type {(inputs: Account_Confirm_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou un code de votre application d’authentification`)
};

export const account_confirm_lead = /** @type {(inputs: Account_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette modification demande de confirmer à nouveau que c’est bien vous. Nous ne vous le redemanderons pas pendant ${i?.minutes} minutes.`)
};

export const account_confirm_provider = /** @type {(inputs: Account_Confirm_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte se connecte via un autre fournisseur : déconnectez-vous, reconnectez-vous, puis faites la modification.`)
};

export const account_confirm_title = /** @type {(inputs: Account_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez que c’est bien vous`)
};

export const account_confirm_with_code = /** @type {(inputs: Account_Confirm_With_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer avec le code`)
};

export const account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe actuel`)
};

export const account_developer_link = /** @type {(inputs: Account_Developer_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez avec l’API : le portail des développeurs`)
};

export const account_device_browser_on = /** @type {(inputs: Account_Device_Browser_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`un navigateur sur ${i?.system}`)
};

export const account_device_on = /** @type {(inputs: Account_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} sur ${i?.system}`)
};

export const account_device_unknown = /** @type {(inputs: Account_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un appareil inconnu`)
};

export const account_diver_page = /** @type {(inputs: Account_Diver_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre page de plongeur`)
};

export const account_event_display_name_changed = /** @type {(inputs: Account_Event_Display_Name_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom modifié`)
};

export const account_event_email_change_requested = /** @type {(inputs: Account_Event_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse e-mail demandée`)
};

export const account_event_email_changed = /** @type {(inputs: Account_Event_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail modifiée`)
};

export const account_event_ended = /** @type {(inputs: Account_Event_EndedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} fermée`);
	return /** @type {LocalizedString} */ (`${i?.count} fermées`)
	
};

export const account_event_passkey_added = /** @type {(inputs: Account_Event_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d’accès ajoutée`)
};

export const account_event_passkey_removed = /** @type {(inputs: Account_Event_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d’accès retirée`)
};

export const account_event_password_changed = /** @type {(inputs: Account_Event_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe modifié`)
};

export const account_event_password_reset = /** @type {(inputs: Account_Event_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe défini par un lien envoyé par e-mail`)
};

export const account_event_recovery_code_used = /** @type {(inputs: Account_Event_Recovery_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de secours utilisé`)
};

export const account_event_role_changed = /** @type {(inputs: Account_Event_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle modifié`)
};

export const account_event_second_factor_added = /** @type {(inputs: Account_Event_Second_Factor_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application d’authentification ajoutée`)
};

export const account_event_second_factor_removed = /** @type {(inputs: Account_Event_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application d’authentification retirée`)
};

export const account_event_session_ended = /** @type {(inputs: Account_Event_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une session fermée`)
};

export const account_event_sessions_ended = /** @type {(inputs: Account_Event_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres sessions fermées`)
};

export const account_event_sign_in = /** @type {(inputs: Account_Event_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion`)
};

export const account_event_sign_in_failed = /** @type {(inputs: Account_Event_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion échouée (mauvais mot de passe)`)
};

export const account_event_with = /** @type {(inputs: Account_Event_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`avec ${i?.method}`)
};

export const account_mail_new_address_body = /** @type {(inputs: Account_Mail_New_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a demandé à utiliser cette adresse pour son compte catchd sur ${i?.url}.

Si c’est vous, ouvrez ce lien dans les 24 heures pour la confirmer :

${i?.link}

Si ce n’est pas vous, ignorez ce message : rien ne change sans le lien.`)
};

export const account_mail_new_address_subject = /** @type {(inputs: Account_Mail_New_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre nouvelle adresse e-mail pour catchd`)
};

export const account_mail_old_address_body = /** @type {(inputs: Account_Mail_Old_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un connecté à votre compte catchd sur ${i?.url} a demandé à changer son adresse e-mail.

Cette adresse reste valable tant que la nouvelle n’est pas confirmée par le lien qui lui a été envoyé. Si ce n’est pas vous, connectez-vous, changez votre mot de passe (cela déconnecte tous les autres) et remettez votre adresse :

${i?.link}`)
};

export const account_mail_old_address_subject = /** @type {(inputs: Account_Mail_Old_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail catchd est en cours de modification`)
};

export const account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

export const account_new_address_text = /** @type {(inputs: Account_New_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utiliser ${i?.email} pour votre compte catchd à partir de maintenant ?`)
};

export const account_new_address_title = /** @type {(inputs: Account_New_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre nouvelle adresse`)
};

export const account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

export const account_not_linkable_closed = /** @type {(inputs: Account_Not_Linkable_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun compte n’utilise cette adresse ici, et le club n’accepte pas de nouveaux membres pour le moment.`)
};

export const account_not_linkable_declined = /** @type {(inputs: Account_Not_Linkable_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une inscription avec cette adresse a été refusée. Demandez à un administrateur si vous pensez qu’il s’agit d’une erreur.`)
};

export const account_not_linkable_disabled = /** @type {(inputs: Account_Not_Linkable_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce compte a été désactivé par un administrateur.`)
};

export const account_not_linkable_invite = /** @type {(inputs: Account_Not_Linkable_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun compte n’utilise cette adresse ici. Demandez une invitation à un administrateur, puis ouvrez son lien.`)
};

export const account_not_linkable_unconfirmed = /** @type {(inputs: Account_Not_Linkable_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte d’ici utilise cette adresse, mais elle n’a pas été confirmée : impossible de les lier. Connectez-vous avec votre mot de passe ou demandez à un administrateur.`)
};

export const account_not_linkable_unverified = /** @type {(inputs: Account_Not_Linkable_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte là-bas n’a pas d’adresse e-mail vérifiée : il ne peut pas être lié à un compte catchd.`)
};

export const account_notifications_link = /** @type {(inputs: Account_Notifications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications : ce que vous recevez`)
};

export const account_password_lead = /** @type {(inputs: Account_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La modifier ferme toutes vos autres sessions.`)
};

export const account_pending_email = /** @type {(inputs: Account_Pending_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il reste à confirmer ${i?.pending} avec le lien que nous y avons envoyé. D’ici là, nous gardons ${i?.email}.`)
};

export const account_pref_as_club = /** @type {(inputs: Account_Pref_As_ClubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comme le club (${i?.shown})`)
};

export const account_pref_heading = /** @type {(inputs: Account_Pref_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unités, fuseau horaire et langue`)
};

export const account_pref_note = /** @type {(inputs: Account_Pref_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certaines pages sont encore en anglais ; chacune passera dans votre langue dès qu’elle sera traduite.`)
};

export const account_pref_time_zone = /** @type {(inputs: Account_Pref_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuseau horaire`)
};

export const account_pref_units = /** @type {(inputs: Account_Pref_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unités`)
};

export const account_profile_heading = /** @type {(inputs: Account_Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom et adresse e-mail`)
};

export const account_provider_cancelled = /** @type {(inputs: Account_Provider_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} ne vous a pas connecté.`)
};

export const account_provider_cancelled_title = /** @type {(inputs: Account_Provider_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion annulée`)
};

export const account_provider_failed = /** @type {(inputs: Account_Provider_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} n’a pas pu confirmer votre identité. Veuillez réessayer.`)
};

export const account_provider_failed_title = /** @type {(inputs: Account_Provider_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion a échoué`)
};

export const account_provider_refused_title = /** @type {(inputs: Account_Provider_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion impossible`)
};

export const account_provider_unavailable = /** @type {(inputs: Account_Provider_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} est injoignable. Réessayez plus tard ou utilisez votre mot de passe.`)
};

export const account_provider_unavailable_title = /** @type {(inputs: Account_Provider_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion indisponible`)
};

export const account_provider_waiting = /** @type {(inputs: Account_Provider_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription attend la décision d’un administrateur. Une fois validée, connectez-vous de la même façon pour entrer.`)
};

export const account_role = /** @type {(inputs: Account_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rôle : ${i?.role}`)
};

export const account_save = /** @type {(inputs: Account_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

export const account_session_sign_out = /** @type {(inputs: Account_Session_Sign_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Déconnecter ${i?.device}, dernière activité ${i?.time}`)
};

export const account_sessions = /** @type {(inputs: Account_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où vous êtes connecté`)
};

export const account_sign_out_others = /** @type {(inputs: Account_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déconnecter toutes les autres`)
};

export const account_this_session = /** @type {(inputs: Account_This_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(celle-ci)`)
};

export const account_title = /** @type {(inputs: Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte`)
};

export const account_units_imperial = /** @type {(inputs: Account_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impérial (lb, in, ft, °F)`)
};

export const account_units_metric = /** @type {(inputs: Account_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métrique (kg, cm, m, °C)`)
};

export const account_wrong_password = /** @type {(inputs: Account_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mot de passe n’est pas le bon.`)
};

export const account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe`)
};

export const board_any = /** @type {(inputs: Board_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous`)
};

export const board_ask_each = /** @type {(inputs: Board_Ask_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} : demandez la validation de chacune`)
};

export const board_board = /** @type {(inputs: Board_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classement`)
};

export const board_boards_label = /** @type {(inputs: Board_Boards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classements`)
};

export const board_caption_catch_count = /** @type {(inputs: Board_Caption_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combien de poissons chaque chasseur a pris.`)
};

export const board_caption_deepest = /** @type {(inputs: Board_Caption_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La prise la plus profonde de chaque chasseur.`)
};

export const board_caption_heaviest = /** @type {(inputs: Board_Caption_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le plus gros poisson de chaque chasseur, avec sa prise.`)
};

export const board_caption_total_weight = /** @type {(inputs: Board_Caption_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les poissons de chaque chasseur, pesés ensemble.`)
};

export const board_catch_count = /** @type {(inputs: Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus de prises`)
};

export const board_choose = /** @type {(inputs: Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le classement et les filtres`)
};

export const board_col_catch = /** @type {(inputs: Board_Col_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prise`)
};

export const board_col_catches = /** @type {(inputs: Board_Col_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prises`)
};

export const board_col_depth = /** @type {(inputs: Board_Col_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur`)
};

export const board_col_diver = /** @type {(inputs: Board_Col_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chasseur`)
};

export const board_col_rank = /** @type {(inputs: Board_Col_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rang`)
};

export const board_col_weight = /** @type {(inputs: Board_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids`)
};

export const board_deepest = /** @type {(inputs: Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prise la plus profonde`)
};

export const board_dive_freedive = /** @type {(inputs: Board_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`apnée`)
};

export const board_dive_scuba = /** @type {(inputs: Board_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en bouteille`)
};

export const board_dive_type = /** @type {(inputs: Board_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de plongée`)
};

export const board_embeddable = /** @type {(inputs: Board_EmbeddableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`classement à intégrer`)
};

export const board_empty_bronze = /** @type {(inputs: Board_Empty_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce classement montre les prises validées bronze ou mieux : c’est le choix du club, pour qu’un record soit un vrai record.`)
};

export const board_empty_gold = /** @type {(inputs: Board_Empty_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce classement ne montre que les prises validées or : c’est le choix du club, pour qu’un record soit un vrai record.`)
};

export const board_empty_silver = /** @type {(inputs: Board_Empty_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce classement montre les prises validées argent ou mieux : c’est le choix du club, pour qu’un record soit un vrai record.`)
};

export const board_empty_title = /** @type {(inputs: Board_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune prise ne compte encore ici.`)
};

export const board_every_catch = /** @type {(inputs: Board_Every_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir toutes les prises, validées ou non`)
};

export const board_filters_label = /** @type {(inputs: Board_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classement et filtres`)
};

export const board_for_website = /** @type {(inputs: Board_For_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour le site de votre club : ${i?.link}`)
};

export const board_gear = /** @type {(inputs: Board_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arme`)
};

export const board_gear_other = /** @type {(inputs: Board_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`autre`)
};

export const board_gear_polespear = /** @type {(inputs: Board_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sagaie`)
};

export const board_gear_sling = /** @type {(inputs: Board_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fronde hawaïenne`)
};

export const board_gear_speargun = /** @type {(inputs: Board_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fusil`)
};

export const board_heading = /** @type {(inputs: Board_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classements`)
};

export const board_heaviest = /** @type {(inputs: Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus gros poisson`)
};

export const board_medal_bronze = /** @type {(inputs: Board_Medal_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bronze`)
};

export const board_medal_gold = /** @type {(inputs: Board_Medal_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or`)
};

export const board_medal_silver = /** @type {(inputs: Board_Medal_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Argent`)
};

export const board_no_catches = /** @type {(inputs: Board_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune prise dans ce classement pour l’instant.`)
};

export const board_page_title = /** @type {(inputs: Board_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Classement : ${i?.board}`)
};

export const board_photo_alt = /** @type {(inputs: Board_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} de ${i?.diver}`)
};

export const board_podium = /** @type {(inputs: Board_PodiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les trois premiers`)
};

export const board_season = /** @type {(inputs: Board_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saison (année)`)
};

export const board_show = /** @type {(inputs: Board_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher`)
};

export const board_species = /** @type {(inputs: Board_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèce`)
};

export const board_table_label = /** @type {(inputs: Board_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classement`)
};

export const board_tier_bronze = /** @type {(inputs: Board_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validées bronze ou mieux`)
};

export const board_tier_gold = /** @type {(inputs: Board_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validées or uniquement`)
};

export const board_tier_silver = /** @type {(inputs: Board_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validées argent ou mieux`)
};

export const board_tier_unverified = /** @type {(inputs: Board_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les prises, validées ou non`)
};

export const board_total_weight = /** @type {(inputs: Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids total`)
};

export const board_waiting_verification = /** @type {(inputs: Board_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prises en attente de validation`)
};

export const board_which_count = /** @type {(inputs: Board_Which_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelles prises comptent`)
};

export const board_your_unverified = /** @type {(inputs: Board_Your_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos prises pas encore validées`)
};

export const catch_add_photos = /** @type {(inputs: Catch_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter des photos`)
};

export const catch_any = /** @type {(inputs: Catch_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indifférent`)
};

export const catch_ask_verification = /** @type {(inputs: Catch_Ask_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter des preuves et demander une validation`)
};

export const catch_by = /** @type {(inputs: Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prise par ${i?.link}`)
};

export const catch_caught = /** @type {(inputs: Catch_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prise le`)
};

export const catch_caught_after = /** @type {(inputs: Catch_Caught_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prise après (heure de ${i?.zone})`)
};

export const catch_caught_at_now = /** @type {(inputs: Catch_Caught_At_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure de la prise (votre heure ; laissez vide pour maintenant)`)
};

export const catch_caught_at_zone = /** @type {(inputs: Catch_Caught_At_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Heure de la prise (heure de ${i?.zone})`)
};

export const catch_caught_before = /** @type {(inputs: Catch_Caught_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prise avant (heure de ${i?.zone})`)
};

export const catch_count = /** @type {(inputs: Catch_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} prise`);
	return /** @type {LocalizedString} */ (`${i?.count} prises`)
	
};

export const catch_delete_button = /** @type {(inputs: Catch_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

export const catch_delete_keep = /** @type {(inputs: Catch_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La garder`)
};

export const catch_delete_link = /** @type {(inputs: Catch_Delete_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer cette prise…`)
};

export const catch_delete_question = /** @type {(inputs: Catch_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer cette prise ?`)
};

export const catch_delete_title = /** @type {(inputs: Catch_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer la prise`)
};

export const catch_delete_warning = /** @type {(inputs: Catch_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ses photos et son historique de validation disparaissent avec elle. Cette action est définitive.`)
};

export const catch_depth = /** @type {(inputs: Catch_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur`)
};

export const catch_dive = /** @type {(inputs: Catch_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plongée`)
};

export const catch_dive_freedive = /** @type {(inputs: Catch_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apnée`)
};

export const catch_dive_scuba = /** @type {(inputs: Catch_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En bouteille`)
};

export const catch_dive_type = /** @type {(inputs: Catch_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de plongée`)
};

export const catch_edit = /** @type {(inputs: Catch_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier`)
};

export const catch_edit_title = /** @type {(inputs: Catch_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier la prise`)
};

export const catch_edit_title_of = /** @type {(inputs: Catch_Edit_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier : ${i?.species}`)
};

export const catch_edit_warning = /** @type {(inputs: Catch_Edit_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le poids ou l’espèce d’une prise validée la fait repasser en non validée.`)
};

export const catch_filter_label = /** @type {(inputs: Catch_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer mes prises`)
};

export const catch_filter_max_depth = /** @type {(inputs: Catch_Filter_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur max.`)
};

export const catch_filter_max_weight = /** @type {(inputs: Catch_Filter_Max_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids max.`)
};

export const catch_filter_min_depth = /** @type {(inputs: Catch_Filter_Min_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur min.`)
};

export const catch_filter_min_weight = /** @type {(inputs: Catch_Filter_Min_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids min.`)
};

export const catch_filter_order = /** @type {(inputs: Catch_Filter_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre`)
};

export const catch_filter_submit = /** @type {(inputs: Catch_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer`)
};

export const catch_filter_title = /** @type {(inputs: Catch_Filter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer et trier`)
};

export const catch_filter_words = /** @type {(inputs: Catch_Filter_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mots dans les notes`)
};

export const catch_gear = /** @type {(inputs: Catch_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arme`)
};

export const catch_gear_not_said = /** @type {(inputs: Catch_Gear_Not_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non précisé`)
};

export const catch_gear_other = /** @type {(inputs: Catch_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre`)
};

export const catch_gear_polespear = /** @type {(inputs: Catch_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sagaie`)
};

export const catch_gear_sling = /** @type {(inputs: Catch_Gear_SlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hawaïenne`)
};

export const catch_gear_speargun = /** @type {(inputs: Catch_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fusil`)
};

export const catch_latitude = /** @type {(inputs: Catch_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

export const catch_length = /** @type {(inputs: Catch_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longueur`)
};

export const catch_length_optional = /** @type {(inputs: Catch_Length_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longueur (facultatif)`)
};

export const catch_list_empty_button = /** @type {(inputs: Catch_List_Empty_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déclarez votre première prise`)
};

export const catch_list_empty_text = /** @type {(inputs: Catch_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque poisson que vous sortez arrive ici, avec ses photos : déclarez-le depuis le bateau, même sans réseau.`)
};

export const catch_list_empty_title = /** @type {(inputs: Catch_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carnet est vide`)
};

export const catch_list_no_match = /** @type {(inputs: Catch_List_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune prise ne correspond à ces filtres.`)
};

export const catch_list_title = /** @type {(inputs: Catch_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes prises`)
};

export const catch_located = /** @type {(inputs: Catch_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Position enregistrée (±${i?.accuracy} m).`)
};

export const catch_locating = /** @type {(inputs: Catch_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de votre position…`)
};

export const catch_location_optional = /** @type {(inputs: Catch_Location_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu (facultatif)`)
};

export const catch_longitude = /** @type {(inputs: Catch_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

export const catch_new_title = /** @type {(inputs: Catch_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déclarer une prise`)
};

export const catch_no_photo = /** @type {(inputs: Catch_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de photo`)
};

export const catch_no_photos = /** @type {(inputs: Catch_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de photos.`)
};

export const catch_not_located = /** @type {(inputs: Catch_Not_LocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de trouver votre position.`)
};

export const catch_not_verified = /** @type {(inputs: Catch_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore validée.`)
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
	return /** @type {LocalizedString} */ (`Nom du lieu`)
};

export const catch_place_not_given = /** @type {(inputs: Catch_Place_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non indiqué`)
};

export const catch_rounded = /** @type {(inputs: Catch_RoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(arrondie)`)
};

export const catch_save = /** @type {(inputs: Catch_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer la prise`)
};

export const catch_save_changes = /** @type {(inputs: Catch_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

export const catch_sort_deepest = /** @type {(inputs: Catch_Sort_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les plus profondes`)
};

export const catch_sort_heaviest = /** @type {(inputs: Catch_Sort_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les plus lourdes`)
};

export const catch_sort_newest_caught = /** @type {(inputs: Catch_Sort_Newest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de prise, récentes d’abord`)
};

export const catch_sort_newest_logged = /** @type {(inputs: Catch_Sort_Newest_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déclarées récemment`)
};

export const catch_sort_oldest_caught = /** @type {(inputs: Catch_Sort_Oldest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de prise, anciennes d’abord`)
};

export const catch_species = /** @type {(inputs: Catch_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèce`)
};

export const catch_species_hint = /** @type {(inputs: Catch_Species_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un nom courant dans n’importe quelle langue, ou le nom scientifique.`)
};

export const catch_tier = /** @type {(inputs: Catch_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau`)
};

export const catch_tier_bronze = /** @type {(inputs: Catch_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

export const catch_tier_gold = /** @type {(inputs: Catch_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

export const catch_tier_silver = /** @type {(inputs: Catch_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`argent`)
};

export const catch_tier_unverified = /** @type {(inputs: Catch_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non validée`)
};

export const catch_time_zone = /** @type {(inputs: Catch_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuseau horaire`)
};

export const catch_unit = /** @type {(inputs: Catch_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unité`)
};

export const catch_upload = /** @type {(inputs: Catch_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer`)
};

export const catch_use_location = /** @type {(inputs: Catch_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser ma position`)
};

export const catch_verification_history = /** @type {(inputs: Catch_Verification_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique des validations`)
};

export const catch_verification_moved = /** @type {(inputs: Catch_Verification_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} : ${i?.verifier} l’a passée de ${i?.from} à ${i?.to}`)
};

export const catch_verification_requested = /** @type {(inputs: Catch_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validation demandée : modifier les preuves`)
};

export const catch_weight = /** @type {(inputs: Catch_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids`)
};

export const catch_where = /** @type {(inputs: Catch_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

export const chart_mark = /** @type {(inputs: Chart_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.value}`)
};

export const chart_mark_default = /** @type {(inputs: Chart_Mark_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`repère`)
};

export const chart_numbers = /** @type {(inputs: Chart_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les chiffres`)
};

export const club_label_board_min_tier = /** @type {(inputs: Club_Label_Board_Min_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau de validation minimum pour les classements`)
};

export const club_label_language = /** @type {(inputs: Club_Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

export const club_label_name = /** @type {(inputs: Club_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du club`)
};

export const club_label_season_start = /** @type {(inputs: Club_Label_Season_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Début de saison le (MM-JJ)`)
};

export const club_label_signup = /** @type {(inputs: Club_Label_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment rejoindre le club`)
};

export const club_label_time_zone = /** @type {(inputs: Club_Label_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuseau horaire`)
};

export const club_label_units = /** @type {(inputs: Club_Label_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unités`)
};

export const club_own_choices = /** @type {(inputs: Club_Own_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacun peut choisir ses unités, son fuseau horaire et sa langue sur la page de son compte ; ces réglages valent pour tous les autres.`)
};

export const club_pinned = /** @type {(inputs: Club_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fixé par ${i?.variable} sur le serveur : c’est l’exploitant qui le modifie là-bas.`)
};

export const club_save = /** @type {(inputs: Club_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

export const club_signup_approval = /** @type {(inputs: Club_Signup_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacun peut demander ; un administrateur approuve`)
};

export const club_signup_closed = /** @type {(inputs: Club_Signup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune inscription ; les administrateurs ajoutent les membres`)
};

export const club_signup_invite = /** @type {(inputs: Club_Signup_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur invitation : les administrateurs invitent par e-mail`)
};

export const club_signup_open = /** @type {(inputs: Club_Signup_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacun s’inscrit comme chasseur`)
};

export const club_tier_bronze = /** @type {(inputs: Club_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

export const club_tier_gold = /** @type {(inputs: Club_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

export const club_tier_silver = /** @type {(inputs: Club_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`argent`)
};

export const club_tier_unverified = /** @type {(inputs: Club_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non validée`)
};

export const club_title = /** @type {(inputs: Club_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le club`)
};

export const club_units_imperial = /** @type {(inputs: Club_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impériales (lb, in, ft, °F)`)
};

export const club_units_metric = /** @type {(inputs: Club_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métriques (kg, cm, m, °C)`)
};

export const competition_accept = /** @type {(inputs: Competition_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepter`)
};

export const competition_add_divers = /** @type {(inputs: Competition_Add_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chasseurs (e-mails, séparés par des virgules ; le premier inscrit l’équipe)`)
};

export const competition_add_entry = /** @type {(inputs: Competition_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter l’inscription`)
};

export const competition_add_entry_heading = /** @type {(inputs: Competition_Add_Entry_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une inscription`)
};

export const competition_all_entries = /** @type {(inputs: Competition_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les inscriptions`)
};

export const competition_biggest = /** @type {(inputs: Competition_BiggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus gros`)
};

export const competition_cancel = /** @type {(inputs: Competition_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler la compétition`)
};

export const competition_change = /** @type {(inputs: Competition_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier la compétition`)
};

export const competition_change_lead = /** @type {(inputs: Competition_Change_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} : tout peut changer jusqu’au départ ; ensuite, seule la description.`)
};

export const competition_change_title = /** @type {(inputs: Competition_Change_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier ${i?.name}`)
};

export const competition_counts = /** @type {(inputs: Competition_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte`)
};

export const competition_counts_not = /** @type {(inputs: Competition_Counts_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non : ${i?.reason}`)
};

export const competition_counts_points = /** @type {(inputs: Competition_Counts_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`compte, ${i?.points} point`);
	return /** @type {LocalizedString} */ (`compte, ${i?.points} points`)
	
};

export const competition_counts_question = /** @type {(inputs: Competition_Counts_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte ?`)
};

export const competition_create_draft = /** @type {(inputs: Competition_Create_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le brouillon`)
};

export const competition_description_label = /** @type {(inputs: Competition_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description (facultative)`)
};

export const competition_dismiss = /** @type {(inputs: Competition_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejeter`)
};

export const competition_division = /** @type {(inputs: Competition_DivisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégorie`)
};

export const competition_divisions_label = /** @type {(inputs: Competition_Divisions_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégories (séparées par des virgules, facultatif)`)
};

export const competition_ends_label = /** @type {(inputs: Competition_Ends_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin (heure locale)`)
};

export const competition_enter = /** @type {(inputs: Competition_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’inscrire`)
};

export const competition_entries_count = /** @type {(inputs: Competition_Entries_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} inscription.`);
	return /** @type {LocalizedString} */ (`${i?.count} inscriptions.`)
	
};

export const competition_entry = /** @type {(inputs: Competition_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription`)
};

export const competition_entry_admin = /** @type {(inputs: Competition_Entry_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les administrateurs ajoutent les inscriptions`)
};

export const competition_entry_label = /** @type {(inputs: Competition_Entry_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui inscrit`)
};

export const competition_entry_open = /** @type {(inputs: Competition_Entry_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les chasseurs s’inscrivent eux-mêmes`)
};

export const competition_finalize = /** @type {(inputs: Competition_FinalizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rendre les résultats définitifs`)
};

export const competition_find = /** @type {(inputs: Competition_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercher`)
};

export const competition_find_entry = /** @type {(inputs: Competition_Find_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver l’inscription`)
};

export const competition_fish = /** @type {(inputs: Competition_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poissons`)
};

export const competition_live_full = /** @type {(inputs: Competition_Live_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le classement s’affiche toujours si vous rechargez la page.`)
};

export const competition_live_full_title = /** @type {(inputs: Competition_Live_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le classement en direct est complet`)
};

export const competition_my_fish = /** @type {(inputs: Competition_My_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes poissons`)
};

export const competition_my_fish_rank = /** @type {(inputs: Competition_My_Fish_RankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mes poissons · ${i?.rank}e place`)
};

export const competition_name_label = /** @type {(inputs: Competition_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

export const competition_new = /** @type {(inputs: Competition_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle compétition`)
};

export const competition_next = /** @type {(inputs: Competition_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suivant : ${i?.name}`)
};

export const competition_no_entries = /** @type {(inputs: Competition_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore d’inscriptions.`)
};

export const competition_no_fish = /** @type {(inputs: Competition_No_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun poisson déclaré pendant la compétition pour l’instant.`)
};

export const competition_no_fish_window = /** @type {(inputs: Competition_No_Fish_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun poisson déclaré pendant la compétition.`)
};

export const competition_nobody = /** @type {(inputs: Competition_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(personne)`)
};

export const competition_none = /** @type {(inputs: Competition_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune.`)
};

export const competition_overall = /** @type {(inputs: Competition_OverallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Général`)
};

export const competition_points = /** @type {(inputs: Competition_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

export const competition_preset_cmas = /** @type {(inputs: Competition_Preset_CmasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barème CMAS`)
};

export const competition_preset_heaviest = /** @type {(inputs: Competition_Preset_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus gros poisson`)
};

export const competition_preset_total = /** @type {(inputs: Competition_Preset_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids total`)
};

export const competition_printable_results = /** @type {(inputs: Competition_Printable_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats à imprimer`)
};

export const competition_protest_dismissed = /** @type {(inputs: Competition_Protest_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rejetée`)
};

export const competition_protest_entry = /** @type {(inputs: Competition_Protest_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au sujet de l’inscription`)
};

export const competition_protest_general = /** @type {(inputs: Competition_Protest_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(les résultats dans leur ensemble)`)
};

export const competition_protest_heading = /** @type {(inputs: Competition_Protest_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réclamation`)
};

export const competition_protest_hours_label = /** @type {(inputs: Competition_Protest_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Délai de réclamation (heures)`)
};

export const competition_protest_note = /** @type {(inputs: Competition_Protest_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note`)
};

export const competition_protest_open = /** @type {(inputs: Competition_Protest_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en attente`)
};

export const competition_protest_reason = /** @type {(inputs: Competition_Protest_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif`)
};

export const competition_protest_submit = /** @type {(inputs: Competition_Protest_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déposer la réclamation`)
};

export const competition_protest_upheld = /** @type {(inputs: Competition_Protest_UpheldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`acceptée`)
};

export const competition_protests = /** @type {(inputs: Competition_ProtestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réclamations`)
};

export const competition_provisional_results = /** @type {(inputs: Competition_Provisional_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats provisoires`)
};

export const competition_publish = /** @type {(inputs: Competition_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier`)
};

export const competition_rank = /** @type {(inputs: Competition_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place`)
};

export const competition_reason_below_minimum = /** @type {(inputs: Competition_Reason_Below_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sous le poids minimum`)
};

export const competition_reason_not_weighed = /** @type {(inputs: Competition_Reason_Not_WeighedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pas encore pesé`)
};

export const competition_reason_outside_area = /** @type {(inputs: Competition_Reason_Outside_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pris hors de la zone de compétition (ou sans position)`)
};

export const competition_reason_over_fish_limit = /** @type {(inputs: Competition_Reason_Over_Fish_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`au-delà du nombre de poissons par inscription (les meilleurs comptent)`)
};

export const competition_reason_over_species_limit = /** @type {(inputs: Competition_Reason_Over_Species_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`au-delà du quota de son espèce (les meilleurs comptent)`)
};

export const competition_reason_rejected = /** @type {(inputs: Competition_Reason_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refusé à la pesée`)
};

export const competition_reason_species_excluded = /** @type {(inputs: Competition_Reason_Species_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cette espèce ne compte pas ici`)
};

export const competition_refused_cancelled = /** @type {(inputs: Competition_Refused_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La compétition est déjà annulée.`)
};

export const competition_refused_changed = /** @type {(inputs: Competition_Refused_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La compétition a changé entre-temps : rechargez la page et réessayez.`)
};

export const competition_refused_entries_closed = /** @type {(inputs: Competition_Refused_Entries_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les inscriptions à cette compétition sont closes.`)
};

export const competition_refused_final = /** @type {(inputs: Competition_Refused_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les résultats sont déjà définitifs.`)
};

export const competition_refused_forbidden = /** @type {(inputs: Competition_Refused_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte ne peut pas faire cela dans cette compétition.`)
};

export const competition_refused_not_draft = /** @type {(inputs: Competition_Refused_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul un brouillon se publie.`)
};

export const competition_refused_not_provisional = /** @type {(inputs: Competition_Refused_Not_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les résultats ne sont pas provisoires : réclamations et validation attendent la fin de la compétition, et s’arrêtent une fois les résultats définitifs.`)
};

export const competition_refused_protest_resolved = /** @type {(inputs: Competition_Refused_Protest_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réclamation a déjà été tranchée.`)
};

export const competition_refused_protest_window_closed = /** @type {(inputs: Competition_Refused_Protest_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le délai de réclamation est écoulé.`)
};

export const competition_refused_protests_open = /** @type {(inputs: Competition_Refused_Protests_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tranchez d’abord toutes les réclamations en attente.`)
};

export const competition_refused_started = /** @type {(inputs: Competition_Refused_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La compétition a commencé : seule sa description peut encore changer.`)
};

export const competition_reject = /** @type {(inputs: Competition_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

export const competition_reject_reason = /** @type {(inputs: Competition_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif (en cas de refus)`)
};

export const competition_results = /** @type {(inputs: Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats`)
};

export const competition_results_csv = /** @type {(inputs: Competition_Results_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats en CSV`)
};

export const competition_results_title = /** @type {(inputs: Competition_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Résultats : ${i?.name}`)
};

export const competition_rule_area = /** @type {(inputs: Competition_Rule_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les poissons pris dans la zone balisée comptent ; une prise sans position ne compte pas.`)
};

export const competition_rule_as_logged = /** @type {(inputs: Competition_Rule_As_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les poissons comptent tels que déclarés ; pas de pesée.`)
};

export const competition_rule_at_most = /** @type {(inputs: Competition_Rule_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} au plus compte`);
	return /** @type {LocalizedString} */ (`${i?.count} au plus comptent`)
	
};

export const competition_rule_best_fish = /** @type {(inputs: Competition_Rule_Best_FishInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Le meilleur poisson de chaque inscription compte.`);
	return /** @type {LocalizedString} */ (`Les ${i?.count} meilleurs poissons de chaque inscription comptent.`)
	
};

export const competition_rule_counts = /** @type {(inputs: Competition_Rule_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`compte`)
};

export const competition_rule_counts_from = /** @type {(inputs: Competition_Rule_Counts_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`compte à partir de ${i?.weight}`)
};

export const competition_rule_final_at_end = /** @type {(inputs: Competition_Rule_Final_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les résultats sont définitifs dès la fin.`)
};

export const competition_rule_fish_bonus = /** @type {(inputs: Competition_Rule_Fish_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} point de bonus par poisson retenu.`);
	return /** @type {LocalizedString} */ (`${i?.points} points de bonus par poisson retenu.`)
	
};

export const competition_rule_fixed_points = /** @type {(inputs: Competition_Rule_Fixed_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`vaut ${i?.points} point quel que soit son poids`);
	return /** @type {LocalizedString} */ (`vaut ${i?.points} points quel que soit son poids`)
	
};

export const competition_rule_gram = /** @type {(inputs: Competition_Rule_GramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un point par gramme de poisson.`)
};

export const competition_rule_listed_only = /** @type {(inputs: Competition_Rule_Listed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seules les espèces listées comptent.`)
};

export const competition_rule_max_count = /** @type {(inputs: Competition_Rule_Max_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Au plus ${i?.count} poisson par espèce compte (le meilleur).`);
	return /** @type {LocalizedString} */ (`Au plus ${i?.count} poissons par espèce comptent (les meilleurs).`)
	
};

export const competition_rule_min_weight = /** @type {(inputs: Competition_Rule_Min_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les poissons de moins de ${i?.weight} ne comptent pas.`)
};

export const competition_rule_per_kg = /** @type {(inputs: Competition_Rule_Per_KgInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} point par kilo de poisson.`);
	return /** @type {LocalizedString} */ (`${i?.points} points par kilo de poisson.`)
	
};

export const competition_rule_provisional = /** @type {(inputs: Competition_Rule_ProvisionalInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("fr", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Les résultats restent provisoires ${i?.hours} heure après la fin : les participants peuvent déposer une réclamation, puis ils deviennent définitifs.`);
	return /** @type {LocalizedString} */ (`Les résultats restent provisoires ${i?.hours} heures après la fin : les participants peuvent déposer une réclamation, puis ils deviennent définitifs.`)
	
};

export const competition_rule_single_best = /** @type {(inputs: Competition_Rule_Single_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul le meilleur poisson de chaque inscription compte.`)
};

export const competition_rule_species = /** @type {(inputs: Competition_Rule_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} : ${i?.rules}.`)
};

export const competition_rule_species_bonus = /** @type {(inputs: Competition_Rule_Species_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} point de bonus par espèce différente retenue pour une inscription.`);
	return /** @type {LocalizedString} */ (`${i?.points} points de bonus par espèce différente retenue pour une inscription.`)
	
};

export const competition_rule_teams = /** @type {(inputs: Competition_Rule_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Équipes de ${i?.count} au plus : les poissons des coéquipiers sont mis en commun.`)
};

export const competition_rule_weigh_in = /** @type {(inputs: Competition_Rule_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un poisson compte une fois pesé et accepté par le commissaire à la pesée.`)
};

export const competition_rules = /** @type {(inputs: Competition_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règlement`)
};

export const competition_run_it = /** @type {(inputs: Competition_Run_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation`)
};

export const competition_running = /** @type {(inputs: Competition_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours`)
};

export const competition_save = /** @type {(inputs: Competition_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

export const competition_standings = /** @type {(inputs: Competition_StandingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classement`)
};

export const competition_standings_so_far = /** @type {(inputs: Competition_Standings_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classement à ce stade`)
};

export const competition_starts_label = /** @type {(inputs: Competition_Starts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Début (heure locale)`)
};

export const competition_status_cancelled = /** @type {(inputs: Competition_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulée`)
};

export const competition_status_draft = /** @type {(inputs: Competition_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brouillon (administrateurs seulement)`)
};

export const competition_status_final = /** @type {(inputs: Competition_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats définitifs`)
};

export const competition_status_open = /** @type {(inputs: Competition_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscriptions ouvertes`)
};

export const competition_status_provisional = /** @type {(inputs: Competition_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats provisoires : réclamations ouvertes`)
};

export const competition_status_running = /** @type {(inputs: Competition_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours`)
};

export const competition_team_individual = /** @type {(inputs: Competition_Team_IndividualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 (individuel)`)
};

export const competition_team_mates = /** @type {(inputs: Competition_Team_MatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coéquipiers (e-mails, séparés par des virgules)`)
};

export const competition_team_name = /** @type {(inputs: Competition_Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de l’équipe`)
};

export const competition_team_size_label = /** @type {(inputs: Competition_Team_Size_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille des équipes`)
};

export const competition_team_up_to = /** @type {(inputs: Competition_Team_Up_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`jusqu’à ${i?.count}`);
	return /** @type {LocalizedString} */ (`jusqu’à ${i?.count}`)
	
};

export const competition_time_zone_label = /** @type {(inputs: Competition_Time_Zone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuseau horaire`)
};

export const competition_upcoming = /** @type {(inputs: Competition_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À venir`)
};

export const competition_uphold = /** @type {(inputs: Competition_UpholdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepter`)
};

export const competition_weigh_in = /** @type {(inputs: Competition_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesée`)
};

export const competition_weigh_in_none = /** @type {(inputs: Competition_Weigh_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune : les poissons comptent tels que déclarés`)
};

export const competition_weigh_in_required = /** @type {(inputs: Competition_Weigh_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatoire : seuls les poissons pesés comptent`)
};

export const competition_weigh_in_title = /** @type {(inputs: Competition_Weigh_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesée : ${i?.name}`)
};

export const competition_weighmasters_label = /** @type {(inputs: Competition_Weighmasters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commissaires à la pesée (e-mails de vérificateurs, séparés par des virgules)`)
};

export const competition_weight_kg = /** @type {(inputs: Competition_Weight_KgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids (kg)`)
};

export const competition_when = /** @type {(inputs: Competition_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`du ${i?.start} au ${i?.end} (${i?.zone})`)
};

export const continue_with = /** @type {(inputs: Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continuer avec ${i?.provider}`)
};

export const dev_api_reference = /** @type {(inputs: Dev_Api_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`référence de l’API`)
};

export const dev_app_id = /** @type {(inputs: Dev_App_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant d’application`)
};

export const dev_app_registered = /** @type {(inputs: Dev_App_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.name} enregistrée.`)
};

export const dev_app_secret = /** @type {(inputs: Dev_App_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le secret client de votre application.`)
};

export const dev_applicant = /** @type {(inputs: Dev_ApplicantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandeur`)
};

export const dev_application = /** @type {(inputs: Dev_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande`)
};

export const dev_applications_link = /** @type {(inputs: Dev_Applications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes en attente de décision`)
};

export const dev_applications_title = /** @type {(inputs: Dev_Applications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes d’accès développeur`)
};

export const dev_applied = /** @type {(inputs: Dev_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandé le`)
};

export const dev_apply = /** @type {(inputs: Dev_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la demande`)
};

export const dev_apply_title = /** @type {(inputs: Dev_Apply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander l’accès anticipé`)
};

export const dev_approve = /** @type {(inputs: Dev_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuver`)
};

export const dev_approve_named = /** @type {(inputs: Dev_Approve_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approuver ${i?.name}`)
};

export const dev_apps_title = /** @type {(inputs: Dev_Apps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications OAuth`)
};

export const dev_authorised_count = /** @type {(inputs: Dev_Authorised_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes qui l’ont autorisée`)
};

export const dev_authorised_title = /** @type {(inputs: Dev_Authorised_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications que vous avez autorisées`)
};

export const dev_bad_status = /** @type {(inputs: Dev_Bad_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le statut est un code comme 404, ou une classe comme 4xx.`)
};

export const dev_building = /** @type {(inputs: Dev_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projet`)
};

export const dev_building_question = /** @type {(inputs: Dev_Building_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que construisez-vous ?`)
};

export const dev_cancel = /** @type {(inputs: Dev_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

export const dev_client_id = /** @type {(inputs: Dev_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant client`)
};

export const dev_confirmed = /** @type {(inputs: Dev_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Un administrateur statuera sur votre demande ; vous serez prévenu par e-mail.`)
};

export const dev_confirmed_title = /** @type {(inputs: Dev_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse confirmée`)
};

export const dev_copied = /** @type {(inputs: Dev_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copié.`)
};

export const dev_copy = /** @type {(inputs: Dev_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier`)
};

export const dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sélectionnez le texte et copiez-le.`)
};

export const dev_count_apps = /** @type {(inputs: Dev_Count_AppsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} application OAuth`);
	return /** @type {LocalizedString} */ (`${i?.count} applications OAuth`)
	
};

export const dev_count_grants = /** @type {(inputs: Dev_Count_GrantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} autorisation`);
	return /** @type {LocalizedString} */ (`${i?.count} autorisations`)
	
};

export const dev_count_keys = /** @type {(inputs: Dev_Count_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} clé d’API`);
	return /** @type {LocalizedString} */ (`${i?.count} clés d’API`)
	
};

export const dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer la clé`)
};

export const dev_create_key_title = /** @type {(inputs: Dev_Create_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer une clé`)
};

export const dev_decided = /** @type {(inputs: Dev_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traitées`)
};

export const dev_decided_on = /** @type {(inputs: Dev_Decided_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} le ${i?.time}`)
};

export const dev_decision = /** @type {(inputs: Dev_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décision`)
};

export const dev_decline = /** @type {(inputs: Dev_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

export const dev_decline_named = /** @type {(inputs: Dev_Decline_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuser ${i?.name}`)
};

export const dev_decline_warning = /** @type {(inputs: Dev_Decline_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuser révoque ses clés créées depuis l’approbation (${i?.keys}), désactive ses applications (${i?.apps}) et révoque les autorisations de ces applications avec tous leurs tokens (${i?.grants}) : elles cessent aussitôt de fonctionner. Une nouvelle approbation réactive les applications ; les clés et autorisations restent révoquées.`)
};

export const dev_declined_done = /** @type {(inputs: Dev_Declined_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : refusée. Ses clés créées depuis l’approbation (${i?.keys}) sont révoquées, ses applications (${i?.apps}) désactivées, et les autorisations de ces applications révoquées avec tous leurs tokens (${i?.grants}) : plus rien ne fonctionne. Une nouvelle approbation réactive les applications ; les clés et autorisations restent révoquées.`)
};

export const dev_delete = /** @type {(inputs: Dev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

export const dev_delete_named = /** @type {(inputs: Dev_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer ${i?.name}`)
};

export const dev_duration = /** @type {(inputs: Dev_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée`)
};

export const dev_edit = /** @type {(inputs: Dev_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier`)
};

export const dev_edit_named = /** @type {(inputs: Dev_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier ${i?.name}`)
};

export const dev_email_unconfirmed = /** @type {(inputs: Dev_Email_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas encore confirmée : ouvrez le lien envoyé à ${i?.email}.`)
};

export const dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expire`)
};

export const dev_expires_in_days = /** @type {(inputs: Dev_Expires_In_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("fr", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Dans ${i?.days} jour`);
	return /** @type {LocalizedString} */ (`Dans ${i?.days} jours`)
	
};

export const dev_expires_never = /** @type {(inputs: Dev_Expires_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jamais`)
};

export const dev_expires_year = /** @type {(inputs: Dev_Expires_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans un an`)
};

export const dev_filter = /** @type {(inputs: Dev_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer`)
};

export const dev_grant = /** @type {(inputs: Dev_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} peut utiliser ${i?.scopes} (depuis le ${i?.since})`)
};

export const dev_grant_used = /** @type {(inputs: Dev_Grant_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} peut utiliser ${i?.scopes} (depuis le ${i?.since}, dernière utilisation le ${i?.used})`)
};

export const dev_key = /** @type {(inputs: Dev_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé`)
};

export const dev_key_created = /** @type {(inputs: Dev_Key_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clé ${i?.name} créée.`)
};

export const dev_key_id = /** @type {(inputs: Dev_Key_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant de clé`)
};

export const dev_key_or_app = /** @type {(inputs: Dev_Key_Or_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé ou application`)
};

export const dev_keys = /** @type {(inputs: Dev_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clés d’API`)
};

export const dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière utilisation`)
};

export const dev_link_invalid = /** @type {(inputs: Dev_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de confirmation est inconnu ou a déjà servi.`)
};

export const dev_link_invalid_title = /** @type {(inputs: Dev_Link_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien non valide`)
};

export const dev_mail_approved_body = /** @type {(inputs: Dev_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour,

votre accès développeur est approuvé : vous pouvez désormais créer des clés d’API et enregistrer des applications OAuth.

${i?.link}
`)
};

export const dev_mail_approved_subject = /** @type {(inputs: Dev_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre accès développeur à catchd est approuvé`)
};

export const dev_mail_confirm_body = /** @type {(inputs: Dev_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour,

quelqu’un a demandé un accès développeur à catchd avec cette adresse. Pour la confirmer, ouvrez :

${i?.link}

Si ce n’était pas vous, ignorez ce message : rien ne se passe sans confirmation.
`)
};

export const dev_mail_confirm_subject = /** @type {(inputs: Dev_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre adresse e-mail pour l’accès développeur à catchd`)
};

export const dev_mail_declined_body = /** @type {(inputs: Dev_Mail_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonjour,

votre demande d’accès développeur a été refusée. Vous pouvez continuer à utiliser catchd ; les clés d’API créées en tant que développeur et vos applications OAuth éventuelles ne fonctionnent plus.
`)
};

export const dev_mail_declined_subject = /** @type {(inputs: Dev_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande d’accès développeur à catchd a été refusée`)
};

export const dev_may_hold = /** @type {(inputs: Dev_May_HoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos clés et applications peuvent recevoir : ${i?.scopes}.`)
};

export const dev_method = /** @type {(inputs: Dev_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Méthode`)
};

export const dev_name = /** @type {(inputs: Dev_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

export const dev_nav_access = /** @type {(inputs: Dev_Nav_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès`)
};

export const dev_nav_apps = /** @type {(inputs: Dev_Nav_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications`)
};

export const dev_nav_authorised = /** @type {(inputs: Dev_Nav_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications autorisées`)
};

export const dev_nav_events = /** @type {(inputs: Dev_Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

export const dev_nav_webhooks = /** @type {(inputs: Dev_Nav_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

export const dev_never = /** @type {(inputs: Dev_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jamais`)
};

export const dev_new_key_secret = /** @type {(inputs: Dev_New_Key_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nouvelle clé d’API.`)
};

export const dev_no_apps = /** @type {(inputs: Dev_No_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune application pour l’instant.`)
};

export const dev_no_authorised = /** @type {(inputs: Dev_No_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez autorisé aucune application.`)
};

export const dev_no_keys = /** @type {(inputs: Dev_No_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune clé d’API pour l’instant.`)
};

export const dev_no_requests = /** @type {(inputs: Dev_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune requête ne correspond.`)
};

export const dev_nobody_waiting = /** @type {(inputs: Dev_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n’attend.`)
};

export const dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chemin`)
};

export const dev_path_filter = /** @type {(inputs: Dev_Path_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le chemin commence par`)
};

export const dev_portal = /** @type {(inputs: Dev_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portail développeurs`)
};

export const dev_quickstart = /** @type {(inputs: Dev_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`guide de démarrage`)
};

export const dev_read_docs = /** @type {(inputs: Dev_Read_DocsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consultez la ${i?.reference} et le ${i?.quickstart}.`)
};

export const dev_redirect_uris = /** @type {(inputs: Dev_Redirect_UrisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI de redirection`)
};

export const dev_redirect_uris_hint = /** @type {(inputs: Dev_Redirect_Uris_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI de redirection (une par ligne)`)
};

export const dev_refusal_closed = /** @type {(inputs: Dev_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce site n’ouvre pas d’accès développeur pour le moment.`)
};

export const dev_refusal_declined = /** @type {(inputs: Dev_Refusal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande d’accès développeur a été refusée.`)
};

export const dev_refusal_none = /** @type {(inputs: Dev_Refusal_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les clés d’API et les applications OAuth sont réservées aux développeurs approuvés. Demandez l’accès anticipé sur la page d’accueil du portail développeurs.`)
};

export const dev_refusal_requested = /** @type {(inputs: Dev_Refusal_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande d’accès développeur attend la décision d’un administrateur.`)
};

export const dev_register = /** @type {(inputs: Dev_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer l’application`)
};

export const dev_register_title = /** @type {(inputs: Dev_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer une application`)
};

export const dev_request_id = /** @type {(inputs: Dev_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant de requête`)
};

export const dev_request_log = /** @type {(inputs: Dev_Request_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal des requêtes`)
};

export const dev_requests = /** @type {(inputs: Dev_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requêtes`)
};

export const dev_requests_lead = /** @type {(inputs: Dev_Requests_LeadInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("fr", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Vos requêtes à l’API du dernier jour, les plus récentes en premier.`);
	return /** @type {LocalizedString} */ (`Vos requêtes à l’API des ${i?.days} derniers jours, les plus récentes en premier.`)
	
};

export const dev_revoke = /** @type {(inputs: Dev_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoquer`)
};

export const dev_revoke_named = /** @type {(inputs: Dev_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Révoquer ${i?.name}`)
};

export const dev_rotate = /** @type {(inputs: Dev_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renouveler le secret`)
};

export const dev_rotate_named = /** @type {(inputs: Dev_Rotate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renouveler le secret de ${i?.name}`)
};

export const dev_save = /** @type {(inputs: Dev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

export const dev_scopes = /** @type {(inputs: Dev_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autorisations (scopes)`)
};

export const dev_secret_once = /** @type {(inputs: Dev_Secret_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle n’est affichée qu’une fois : copiez-la et conservez-la en lieu sûr.`)
};

export const dev_secret_rotated = /** @type {(inputs: Dev_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le secret est renouvelé ; l’ancien ne fonctionne plus.`)
};

export const dev_session = /** @type {(inputs: Dev_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`session`)
};

export const dev_standing_approved = /** @type {(inputs: Dev_Standing_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre accès développeur est approuvé.`)
};

export const dev_state = /** @type {(inputs: Dev_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`État`)
};

export const dev_state_approved = /** @type {(inputs: Dev_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approuvée`)
};

export const dev_state_declined = /** @type {(inputs: Dev_State_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refusée`)
};

export const dev_state_requested = /** @type {(inputs: Dev_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en attente`)
};

export const dev_status = /** @type {(inputs: Dev_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut`)
};

export const dev_status_filter = /** @type {(inputs: Dev_Status_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut (404 ou 4xx)`)
};

export const dev_time = /** @type {(inputs: Dev_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure`)
};

export const dev_type = /** @type {(inputs: Dev_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const dev_type_confidential = /** @type {(inputs: Dev_Type_ConfidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confidentielle`)
};

export const dev_type_confidential_hint = /** @type {(inputs: Dev_Type_Confidential_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confidentielle (un serveur qui garde un secret)`)
};

export const dev_type_public = /** @type {(inputs: Dev_Type_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`publique`)
};

export const dev_type_public_hint = /** @type {(inputs: Dev_Type_Public_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publique (une application de navigateur ou de téléphone, PKCE seulement)`)
};

export const dev_unconfirmed = /** @type {(inputs: Dev_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(non confirmée)`)
};

export const dev_waiting_list = /** @type {(inputs: Dev_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste d’attente`)
};

export const digest_catches = /** @type {(inputs: Digest_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} prise déclarée`);
	return /** @type {LocalizedString} */ (`${i?.count} prises déclarées`)
	
};

export const digest_finished = /** @type {(inputs: Digest_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} compétition terminée`);
	return /** @type {LocalizedString} */ (`${i?.count} compétitions terminées`)
	
};

export const digest_finished_list = /** @type {(inputs: Digest_Finished_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terminées : ${i?.names}.`)
};

export const digest_grades = /** @type {(inputs: Digest_GradesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} niveau attribué`);
	return /** @type {LocalizedString} */ (`${i?.count} niveaux attribués`)
	
};

export const digest_heaviest = /** @type {(inputs: Digest_HeaviestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La plus lourde de la semaine : ${i?.species}, ${i?.weight}, par ${i?.diver}.`)
};

export const digest_highlights = /** @type {(inputs: Digest_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les temps forts :`)
};

export const digest_intro = /** @type {(inputs: Digest_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce qui s’est passé au sein de ${i?.club} du ${i?.from} au ${i?.to} :`)
};

export const digest_members = /** @type {(inputs: Digest_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nouveau membre`);
	return /** @type {LocalizedString} */ (`${i?.count} nouveaux membres`)
	
};

export const digest_new_members = /** @type {(inputs: Digest_New_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue à ${i?.names}.`)
};

export const digest_open = /** @type {(inputs: Digest_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La page du club : ${i?.link}`)
};

export const digest_published = /** @type {(inputs: Digest_PublishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} compétition publiée`);
	return /** @type {LocalizedString} */ (`${i?.count} compétitions publiées`)
	
};

export const digest_published_list = /** @type {(inputs: Digest_Published_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publiées : ${i?.names}.`)
};

export const digest_record = /** @type {(inputs: Digest_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouveau record du club pour ${i?.species} : ${i?.weight}, par ${i?.diver}.`)
};

export const digest_records = /** @type {(inputs: Digest_RecordsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nouveau record du club`);
	return /** @type {LocalizedString} */ (`${i?.count} nouveaux records du club`)
	
};

export const digest_subject = /** @type {(inputs: Digest_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.club} : la semaine du ${i?.from} au ${i?.to}`)
};

export const email_label = /** @type {(inputs: Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

export const error_forbidden = /** @type {(inputs: Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte ne permet pas d’ouvrir cette page.`)
};

export const error_form_expired = /** @type {(inputs: Error_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce formulaire a expiré (vous vous êtes peut-être connecté ou déconnecté entre-temps). Revenez en arrière, rechargez la page et renvoyez-le.`)
};

export const error_form_expired_title = /** @type {(inputs: Error_Form_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce formulaire a expiré`)
};

export const error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a rien à cette adresse, ou vous n’y avez pas accès.`)
};

export const error_server = /** @type {(inputs: Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu de notre côté ; il a été consigné.`)
};

export const error_start_page = /** @type {(inputs: Error_Start_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à l’accueil`)
};

export const error_title_400 = /** @type {(inputs: Error_Title_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ça n’a pas marché`)
};

export const error_title_403 = /** @type {(inputs: Error_Title_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès refusé`)
};

export const error_title_404 = /** @type {(inputs: Error_Title_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

export const error_title_405 = /** @type {(inputs: Error_Title_405Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible ici`)
};

export const error_title_409 = /** @type {(inputs: Error_Title_409Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cela entre en conflit`)
};

export const error_title_413 = /** @type {(inputs: Error_Title_413Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop volumineux`)
};

export const error_title_415 = /** @type {(inputs: Error_Title_415Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format non accepté`)
};

export const error_title_422 = /** @type {(inputs: Error_Title_422Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez ce que vous avez envoyé`)
};

export const error_title_429 = /** @type {(inputs: Error_Title_429Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives`)
};

export const error_title_503 = /** @type {(inputs: Error_Title_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indisponible pour le moment`)
};

export const error_title_other = /** @type {(inputs: Error_Title_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu`)
};

export const event_every_type = /** @type {(inputs: Event_Every_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les types`)
};

export const event_none = /** @type {(inputs: Event_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement.`)
};

export const event_older = /** @type {(inputs: Event_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements plus anciens →`)
};

export const event_show = /** @type {(inputs: Event_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher`)
};

export const event_summary = /** @type {(inputs: Event_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} ${i?.id} le ${i?.time}`)
};

export const event_title = /** @type {(inputs: Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

export const event_type = /** @type {(inputs: Event_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const footer_language = /** @type {(inputs: Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

export const forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ?`)
};

export const form_after_year = /** @type {(inputs: Form_After_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La date doit être postérieure à ${i?.year}.`)
};

export const form_at_least = /** @type {(inputs: Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La valeur doit être d’au moins ${i?.limit}.`)
};

export const form_at_most = /** @type {(inputs: Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La valeur ne doit pas dépasser ${i?.limit}.`)
};

export const form_choose_photo = /** @type {(inputs: Form_Choose_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une photo.`)
};

export const form_lat_lon_both = /** @type {(inputs: Form_Lat_Lon_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez la latitude et la longitude, ou aucune des deux.`)
};

export const form_less_than = /** @type {(inputs: Form_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La valeur doit être inférieure à ${i?.limit}.`)
};

export const form_max_length = /** @type {(inputs: Form_Max_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ce texte doit faire au plus ${i?.count} caractère.`);
	return /** @type {LocalizedString} */ (`Ce texte doit faire au plus ${i?.count} caractères.`)
	
};

export const form_min_length = /** @type {(inputs: Form_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ce texte doit faire au moins ${i?.count} caractère.`);
	return /** @type {LocalizedString} */ (`Ce texte doit faire au moins ${i?.count} caractères.`)
	
};

export const form_more_than = /** @type {(inputs: Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La valeur doit être supérieure à ${i?.limit}.`)
};

export const form_not_a_time = /** @type {(inputs: Form_Not_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas une date et une heure valides.`)
};

export const form_not_accepted = /** @type {(inputs: Form_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette valeur n’est pas acceptée.`)
};

export const form_not_empty = /** @type {(inputs: Form_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce champ ne peut pas être vide.`)
};

export const form_not_future = /** @type {(inputs: Form_Not_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette date ne peut pas être dans le futur.`)
};

export const form_number = /** @type {(inputs: Form_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un nombre.`)
};

export const form_one_of = /** @type {(inputs: Form_One_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une des options proposées.`)
};

export const form_required = /** @type {(inputs: Form_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce champ est obligatoire.`)
};

export const form_time_zone = /** @type {(inputs: Form_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fuseau horaire est inconnu.`)
};

export const form_unknown_species = /** @type {(inputs: Form_Unknown_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune espèce ne s’appelle « ${i?.name} ».`)
};

export const form_unknown_species_close = /** @type {(inputs: Form_Unknown_Species_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune espèce ne s’appelle « ${i?.name} ». Vouliez-vous dire : ${i?.matches} ?`)
};

export const form_whole_number = /** @type {(inputs: Form_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un nombre entier.`)
};

export const guide_english_only = /** @type {(inputs: Guide_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les guides sont rédigés en anglais.`)
};

export const guide_guides = /** @type {(inputs: Guide_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides`)
};

export const guide_lead = /** @type {(inputs: Guide_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des parcours pas à pas de l’API catchd ; la référence complète se trouve sur ${i?.link}.`)
};

export const guide_not_found = /** @type {(inputs: Guide_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La liste se trouve sur ${i?.path}.`)
};

export const guide_not_found_title = /** @type {(inputs: Guide_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce guide n’existe pas`)
};

export const guide_reference = /** @type {(inputs: Guide_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence`)
};

export const guide_title_errors = /** @type {(inputs: Guide_Title_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreurs`)
};

export const guide_title_idempotent_retries = /** @type {(inputs: Guide_Title_Idempotent_RetriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelles tentatives idempotentes`)
};

export const guide_title_oauth_pkce = /** @type {(inputs: Guide_Title_Oauth_PkceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth 2.0 avec PKCE : agir pour d’autres personnes`)
};

export const guide_title_paging_and_search = /** @type {(inputs: Guide_Title_Paging_And_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagination et recherche`)
};

export const guide_title_quickstart = /** @type {(inputs: Guide_Title_QuickstartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démarrage rapide : une clé, une première prise, un premier webhook`)
};

export const home_boards = /** @type {(inputs: Home_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les classements`)
};

export const home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déclarez, faites valider et classez les prises de chasse sous-marine du club.`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue`)
};

export const join_approval_lead = /** @type {(inputs: Join_Approval_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrateur valide les nouveaux membres ; vous verrez où en est votre demande.`)
};

export const join_approve = /** @type {(inputs: Join_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valider`)
};

export const join_approve_label = /** @type {(inputs: Join_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valider ${i?.name}`)
};

export const join_approved_text = /** @type {(inputs: Join_Approved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte est prêt : connectez-vous avec votre adresse e-mail et votre mot de passe.`)
};

export const join_approved_title = /** @type {(inputs: Join_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes inscrit`)
};

export const join_building_label = /** @type {(inputs: Join_Building_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que construisez-vous ?`)
};

export const join_button = /** @type {(inputs: Join_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre`)
};

export const join_check_inbox_spam = /** @type {(inputs: Join_Check_Inbox_SpamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien après quelques minutes ? Regardez dans les indésirables. Nous envoyons au plus ${i?.count} e-mails de ce type par jour à une même adresse.`)
};

export const join_check_inbox_text = /** @type {(inputs: Join_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un e-mail à ${i?.email}. Ouvrez le lien qu’il contient dans les 24 heures pour continuer.`)
};

export const join_check_inbox_title = /** @type {(inputs: Join_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez votre boîte de réception`)
};

export const join_closed_add = /** @type {(inputs: Join_Closed_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Personne ne peut rejoindre le club pour le moment (CATCHD_SIGNUP=closed) : ajoutez des personnes avec « ${i?.add} » ci-dessous.`)
};

export const join_closed_title = /** @type {(inputs: Join_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre le club`)
};

export const join_col_actions = /** @type {(inputs: Join_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const join_col_decision = /** @type {(inputs: Join_Col_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décision`)
};

export const join_col_link = /** @type {(inputs: Join_Col_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien`)
};

export const join_col_person = /** @type {(inputs: Join_Col_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne`)
};

export const join_col_signed_up = /** @type {(inputs: Join_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription`)
};

export const join_confirm_address_text = /** @type {(inputs: Join_Confirm_Address_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmez ${i?.email} pour continuer.`)
};

export const join_confirm_address_title = /** @type {(inputs: Join_Confirm_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre adresse`)
};

export const join_decline = /** @type {(inputs: Join_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

export const join_decline_label = /** @type {(inputs: Join_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuser ${i?.name}`)
};

export const join_declined_text = /** @type {(inputs: Join_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrateur a refusé cette inscription.`)
};

export const join_declined_title = /** @type {(inputs: Join_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription refusée`)
};

export const join_early_access_closed_text = /** @type {(inputs: Join_Early_Access_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’inscription à l’accès anticipé est désactivée ici. Si vous avez un compte, connectez-vous et postulez sur le portail des développeurs.`)
};

export const join_early_access_closed_title = /** @type {(inputs: Join_Early_Access_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’inscription à l’accès anticipé est fermée`)
};

export const join_early_access_lead = /** @type {(inputs: Join_Early_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte sur ce catchd et votre demande d’accès développeur, en une seule fois. Un administrateur statue sur la demande.`)
};

export const join_have_account = /** @type {(inputs: Join_Have_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez déjà un compte ? ${i?.link}.`)
};

export const join_invitation_title = /** @type {(inputs: Join_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez catchd`)
};

export const join_invitations = /** @type {(inputs: Join_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations`)
};

export const join_invite = /** @type {(inputs: Join_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviter`)
};

export const join_invited_as = /** @type {(inputs: Join_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes invité en tant que ${i?.role} avec l’adresse ${i?.email}. Choisissez votre nom et votre mot de passe.`)
};

export const join_link_expired = /** @type {(inputs: Join_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expiré`)
};

export const join_link_mailed = /** @type {(inputs: Join_Link_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien est envoyé par e-mail à l’adresse.`)
};

export const join_link_shown = /** @type {(inputs: Join_Link_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun e-mail n’est configuré : vous recevez le lien à transmettre vous-même.`)
};

export const join_link_to_pass_on = /** @type {(inputs: Join_Link_To_Pass_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le lien d’invitation pour ${i?.email} fonctionne une fois, pendant sept jours : transmettez-le vous-même (aucun e-mail n’est configuré).`)
};

export const join_link_until = /** @type {(inputs: Join_Link_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jusqu’au ${i?.time}`)
};

export const join_mail_approved_body = /** @type {(inputs: Join_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre inscription sur ${i?.url} est validée. Connectez-vous avec votre adresse e-mail et votre mot de passe :

${i?.link}`)
};

export const join_mail_approved_subject = /** @type {(inputs: Join_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue sur catchd`)
};

export const join_mail_confirm_body = /** @type {(inputs: Join_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a demandé à rejoindre catchd sur ${i?.url} avec cette adresse e-mail.

Si c’est vous, ouvrez ce lien dans les 24 heures pour la confirmer :

${i?.link}

Si ce n’est pas vous, ignorez ce message : rien ne se passe sans le lien.`)
};

export const join_mail_confirm_subject = /** @type {(inputs: Join_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre adresse e-mail pour catchd`)
};

export const join_mail_declined_body = /** @type {(inputs: Join_Mail_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un administrateur a refusé votre inscription sur ${i?.url}.`)
};

export const join_mail_declined_subject = /** @type {(inputs: Join_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription sur catchd a été refusée`)
};

export const join_mail_invitation_body = /** @type {(inputs: Join_Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un administrateur vous invite à rejoindre catchd sur ${i?.url} en tant que ${i?.role}.

Ouvrez ce lien pour choisir votre nom et votre mot de passe. Il fonctionne une fois, jusqu’au ${i?.until} :

${i?.link}

Si vous ne vous y attendiez pas, ignorez ce message.`)
};

export const join_mail_invitation_subject = /** @type {(inputs: Join_Mail_Invitation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes invité à rejoindre catchd`)
};

export const join_mail_known_account = /** @type {(inputs: Join_Mail_Known_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse a déjà un compte là-bas. Si c’est vous, connectez-vous plutôt (si vous avez oublié votre mot de passe, la page de connexion vous aide) :`)
};

export const join_mail_known_body = /** @type {(inputs: Join_Mail_Known_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a tenté de s’inscrire sur catchd, à ${i?.url}, avec cette adresse e-mail.

${i?.why}

${i?.link}

Si ce n’est pas vous, ignorez ce message : rien n’a changé.`)
};

export const join_mail_known_declined = /** @type {(inputs: Join_Mail_Known_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une inscription avec cette adresse a déjà été refusée. Demandez à un administrateur du club si vous pensez qu’il s’agit d’une erreur. La page de connexion :`)
};

export const join_mail_known_subject = /** @type {(inputs: Join_Mail_Known_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un a tenté de s’inscrire sur catchd avec votre adresse`)
};

export const join_mail_known_waiting = /** @type {(inputs: Join_Mail_Known_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une inscription avec cette adresse attend déjà la décision d’un administrateur ; vous recevrez un e-mail quand elle sera prise. La page de connexion :`)
};

export const join_mail_sign_off = /** @type {(inputs: Join_Mail_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd sur ${i?.url}`)
};

export const join_name_label = /** @type {(inputs: Join_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom (tel que les autres le voient)`)
};

export const join_new_link = /** @type {(inputs: Join_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau lien`)
};

export const join_new_link_label = /** @type {(inputs: Join_New_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Créer un nouveau lien d’invitation pour ${i?.email}`)
};

export const join_no_invitations = /** @type {(inputs: Join_No_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune invitation en attente.`)
};

export const join_nobody_waiting = /** @type {(inputs: Join_Nobody_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n’attend.`)
};

export const join_password_label = /** @type {(inputs: Join_Password_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mot de passe (${i?.min} caractères minimum)`)
};

export const join_pending_invitations = /** @type {(inputs: Join_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations en attente`)
};

export const join_qr_label = /** @type {(inputs: Join_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code du lien d’invitation pour ${i?.email}`)
};

export const join_refused_building = /** @type {(inputs: Join_Refused_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites en quelques mots ce que vous construisez.`)
};

export const join_refused_email = /** @type {(inputs: Join_Refused_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doit être une adresse e-mail.`)
};

export const join_refused_too_long = /** @type {(inputs: Join_Refused_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ne doit pas dépasser ${i?.max} caractères.`)
};

export const join_requested_text = /** @type {(inputs: Join_Requested_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse est confirmée et votre inscription attend la décision d’un administrateur. Gardez l’adresse de cette page pour revenir voir où vous en êtes.`)
};

export const join_revoke = /** @type {(inputs: Join_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoquer`)
};

export const join_revoke_label = /** @type {(inputs: Join_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Révoquer l’invitation à ${i?.email}`)
};

export const join_scan_it = /** @type {(inputs: Join_Scan_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou faites-le scanner depuis cet écran :`)
};

export const join_send_again = /** @type {(inputs: Join_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer`)
};

export const join_send_again_label = /** @type {(inputs: Join_Send_Again_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renvoyer l’invitation à ${i?.email}`)
};

export const join_set_up_text = /** @type {(inputs: Join_Set_Up_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrateur existe déjà : les liens de configuration ne fonctionnent plus.`)
};

export const join_set_up_title = /** @type {(inputs: Join_Set_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd est configuré`)
};

export const join_setup_button = /** @type {(inputs: Join_Setup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le compte administrateur`)
};

export const join_setup_lead = /** @type {(inputs: Join_Setup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n’administre encore ce catchd. Créez le premier administrateur : vous.`)
};

export const join_setup_link_text = /** @type {(inputs: Join_Setup_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de configuration a expiré ou a été mal saisi. Redémarrez catchd : tant qu’il n’y a pas d’administrateur, il affiche un nouveau lien au démarrage.`)
};

export const join_setup_link_title = /** @type {(inputs: Join_Setup_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien de configuration non valide`)
};

export const join_setup_title = /** @type {(inputs: Join_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurez catchd`)
};

export const join_share_button = /** @type {(inputs: Join_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager le lien…`)
};

export const join_share_text = /** @type {(inputs: Join_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre invitation à ${i?.club}, pour ${i?.email} :`)
};

export const join_share_title = /** @type {(inputs: Join_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rejoignez ${i?.club} sur catchd`)
};

export const join_sign_up_and_apply = /** @type {(inputs: Join_Sign_Up_And_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’inscrire et postuler`)
};

export const join_sign_ups_waiting = /** @type {(inputs: Join_Sign_Ups_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscriptions en attente`)
};

export const join_waiting_text = /** @type {(inputs: Join_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription attend la décision d’un administrateur. Une fois validée, connectez-vous avec votre adresse e-mail et votre mot de passe.`)
};

export const join_waiting_title = /** @type {(inputs: Join_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente d’un administrateur`)
};

export const leave_choose_catches = /** @type {(inputs: Leave_Choose_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez ce que deviennent vos prises.`)
};

export const leave_confirm_word = /** @type {(inputs: Leave_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`supprimer`)
};

export const leave_danger_zone = /** @type {(inputs: Leave_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zone de danger`)
};

export const leave_delete_button = /** @type {(inputs: Leave_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer mon compte…`)
};

export const leave_delete_catches = /** @type {(inputs: Leave_Delete_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer mes prises et leurs photos`)
};

export const leave_delete_heading = /** @type {(inputs: Leave_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer mon compte`)
};

export const leave_delete_lead = /** @type {(inputs: Leave_Delete_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom et votre adresse e-mail disparaissent, et tous les moyens de connexion cessent de fonctionner. C’est irréversible.`)
};

export const leave_download = /** @type {(inputs: Leave_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger mes données`)
};

export const leave_download_what = /** @type {(inputs: Leave_Download_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un fichier zip : vos prises (JSON et CSV), vérifications, photos, clés d’API et applications (sans secrets) et clés d’accès (noms et dates).`)
};

export const leave_final_button = /** @type {(inputs: Leave_Final_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer définitivement mon compte`)
};

export const leave_final_delete = /** @type {(inputs: Leave_Final_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos prises et leurs photos sont supprimées.`)
};

export const leave_final_gone = /** @type {(inputs: Leave_Final_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} et votre nom sont supprimés ; toutes les sessions, clés d’accès et clés d’API cessent de fonctionner.`)
};

export const leave_final_keep = /** @type {(inputs: Leave_Final_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos prises restent dans les classements, sous le nom « ${i?.name} ».`)
};

export const leave_final_title = /** @type {(inputs: Leave_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer définitivement votre compte ?`)
};

export const leave_keep_account = /** @type {(inputs: Leave_Keep_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non, garder mon compte`)
};

export const leave_keep_catches = /** @type {(inputs: Leave_Keep_CatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Garder mes prises dans les classements, sous le nom « ${i?.name} »`)
};

export const leave_password = /** @type {(inputs: Leave_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe, pour confirmer`)
};

export const leave_type_email = /** @type {(inputs: Leave_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tapez votre adresse e-mail (${i?.email}) pour confirmer`)
};

export const leave_type_word = /** @type {(inputs: Leave_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tapez ${i?.word} pour continuer`)
};

export const leave_word_refused = /** @type {(inputs: Leave_Word_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce n’est pas « ${i?.word} » : tapez le mot pour continuer.`)
};

export const leave_your_catches = /** @type {(inputs: Leave_Your_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos prises`)
};

export const leave_your_data = /** @type {(inputs: Leave_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos données`)
};

export const live_off = /** @type {(inputs: Live_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mises à jour en direct sont coupées : rechargez la page pour voir les derniers résultats.`)
};

export const live_on = /** @type {(inputs: Live_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En direct : mise à jour à chaque prise enregistrée ou vérifiée.`)
};

export const live_updated = /** @type {(inputs: Live_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mis à jour à ${i?.time}`)
};

export const nav_admin = /** @type {(inputs: Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administration`)
};

export const nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compétitions`)
};

export const nav_developers = /** @type {(inputs: Nav_DevelopersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Développeurs`)
};

export const nav_leaderboards = /** @type {(inputs: Nav_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classements`)
};

export const nav_log_catch = /** @type {(inputs: Nav_Log_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déclarer une prise`)
};

export const nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principale`)
};

export const nav_menu = /** @type {(inputs: Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const nav_my_catches = /** @type {(inputs: Nav_My_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes prises`)
};

export const nav_species = /** @type {(inputs: Nav_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèces`)
};

export const nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques`)
};

export const nav_unread = /** @type {(inputs: Nav_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Notifications : ${i?.count} non lue`);
	return /** @type {LocalizedString} */ (`Notifications : ${i?.count} non lues`)
	
};

export const nav_verify = /** @type {(inputs: Nav_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valider`)
};

export const nav_your_account = /** @type {(inputs: Nav_Your_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : votre compte`)
};

export const notice_account_deleted = /** @type {(inputs: Notice_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte est supprimé. Merci d’avoir plongé avec nous.`)
};

export const notice_app_deleted = /** @type {(inputs: Notice_App_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’application est supprimée.`)
};

export const notice_app_revoked = /** @type {(inputs: Notice_App_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoqué : les jetons de l’application ne fonctionnent plus.`)
};

export const notice_app_saved = /** @type {(inputs: Notice_App_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’application est enregistrée.`)
};

export const notice_application_approved = /** @type {(inputs: Notice_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La demande est acceptée.`)
};

export const notice_application_declined = /** @type {(inputs: Notice_Application_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La demande est refusée.`)
};

export const notice_applied = /** @type {(inputs: Notice_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci, votre demande est bien reçue.`)
};

export const notice_delivery_queued = /** @type {(inputs: Notice_Delivery_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remis en file d’attente.`)
};

export const notice_disabled = /** @type {(inputs: Notice_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivé.`)
};

export const notice_email_changed = /** @type {(inputs: Notice_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail est modifiée.`)
};

export const notice_email_confirm_sent = /** @type {(inputs: Notice_Email_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presque terminé : ouvrez le lien envoyé à la nouvelle adresse. D’ici là, votre adresse reste inchangée.`)
};

export const notice_enabled = /** @type {(inputs: Notice_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activé.`)
};

export const notice_endpoint_deleted = /** @type {(inputs: Notice_Endpoint_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le point de terminaison est supprimé.`)
};

export const notice_grade_refused = /** @type {(inputs: Notice_Grade_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusée : la prise reste non validée.`)
};

export const notice_graded_bronze = /** @type {(inputs: Notice_Graded_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau bronze attribué.`)
};

export const notice_graded_gold = /** @type {(inputs: Notice_Graded_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau or attribué.`)
};

export const notice_graded_silver = /** @type {(inputs: Notice_Graded_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau argent attribué.`)
};

export const notice_invitation_resent = /** @type {(inputs: Notice_Invitation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’invitation est renvoyée, avec un nouveau lien.`)
};

export const notice_invitation_revoked = /** @type {(inputs: Notice_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’invitation est annulée : son lien ne fonctionne plus.`)
};

export const notice_invited = /** @type {(inputs: Notice_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’invitation est en route.`)
};

export const notice_key_revoked = /** @type {(inputs: Notice_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clé est révoquée.`)
};

export const notice_passkey_added = /** @type {(inputs: Notice_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clé d’accès est ajoutée : la prochaine fois, connectez-vous avec elle, sans mot de passe.`)
};

export const notice_passkey_removed = /** @type {(inputs: Notice_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clé d’accès est supprimée : elle ne permet plus de vous connecter.`)
};

export const notice_passkey_renamed = /** @type {(inputs: Notice_Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clé d’accès est renommée.`)
};

export const notice_password_changed = /** @type {(inputs: Notice_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe est modifié ; toutes les autres sessions sont fermées.`)
};

export const notice_person_added = /** @type {(inputs: Notice_Person_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La personne est ajoutée.`)
};

export const notice_role_changed = /** @type {(inputs: Notice_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le rôle est modifié.`)
};

export const notice_saved = /** @type {(inputs: Notice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré.`)
};

export const notice_second_factor_removed = /** @type {(inputs: Notice_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’application d’authentification est retirée ; toutes les autres sessions sont fermées.`)
};

export const notice_second_factor_reset = /** @type {(inputs: Notice_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le second facteur est réinitialisé : la personne est déconnectée partout et peut en configurer un nouveau.`)
};

export const notice_secret_rotated = /** @type {(inputs: Notice_Secret_RotatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le secret est renouvelé.`)
};

export const notice_session_ended = /** @type {(inputs: Notice_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette session est fermée.`)
};

export const notice_sessions_ended = /** @type {(inputs: Notice_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les autres sessions sont fermées.`)
};

export const notice_setup_done = /** @type {(inputs: Notice_Setup_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes maintenant l’administrateur. Invitez des membres ci-dessous.`)
};

export const notice_sign_up_approved = /** @type {(inputs: Notice_Sign_Up_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’inscription est acceptée : la personne peut se connecter.`)
};

export const notice_sign_up_declined = /** @type {(inputs: Notice_Sign_Up_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’inscription est refusée.`)
};

export const notice_test_sent = /** @type {(inputs: Notice_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un événement de test est en route.`)
};

export const notice_welcome = /** @type {(inputs: Notice_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue sur catchd !`)
};

export const notify_all = /** @type {(inputs: Notify_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes`)
};

export const notify_board_catch_count = /** @type {(inputs: Notify_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombre de prises`)
};

export const notify_board_deepest = /** @type {(inputs: Notify_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prise la plus profonde`)
};

export const notify_board_heaviest = /** @type {(inputs: Notify_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`poisson le plus lourd`)
};

export const notify_board_left = /** @type {(inputs: Notify_Board_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes sorti du top 10 du classement « ${i?.board} » (vous étiez ${i?.old}e).`)
};

export const notify_board_moved = /** @type {(inputs: Notify_Board_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes passé de la ${i?.old}e à la ${i?.new}e place du classement « ${i?.board} ».`)
};

export const notify_board_season = /** @type {(inputs: Notify_Board_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`saison ${i?.season}`)
};

export const notify_board_title = /** @type {(inputs: Notify_Board_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez été dépassé dans un classement`)
};

export const notify_board_total_weight = /** @type {(inputs: Notify_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`poids total`)
};

export const notify_boards_more = /** @type {(inputs: Notify_Boards_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Et ${i?.count} autre classement.`);
	return /** @type {LocalizedString} */ (`Et ${i?.count} autres classements.`)
	
};

export const notify_boards_title = /** @type {(inputs: Notify_Boards_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vous avez été dépassé dans ${i?.count} classement`);
	return /** @type {LocalizedString} */ (`Vous avez été dépassé dans ${i?.count} classements`)
	
};

export const notify_catch_graded_text = /** @type {(inputs: Notify_Catch_Graded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un valideur a attribué le niveau ${i?.tier} à votre prise (${i?.species}) (auparavant : ${i?.previous}).`)
};

export const notify_catch_graded_title = /** @type {(inputs: Notify_Catch_Graded_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre prise a reçu le niveau ${i?.tier}`)
};

export const notify_catch_refused_text = /** @type {(inputs: Notify_Catch_Refused_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un valideur a refusé votre prise (${i?.species}).`)
};

export const notify_catch_refused_title = /** @type {(inputs: Notify_Catch_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre prise a été refusée`)
};

export const notify_choose = /** @type {(inputs: Notify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez ce qui vous parvient, et où`)
};

export const notify_developer_text = /** @type {(inputs: Notify_Developer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} demande un accès développeur.`)
};

export const notify_developer_title = /** @type {(inputs: Notify_Developer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une demande d’accès développeur vous attend`)
};

export const notify_digest_title = /** @type {(inputs: Notify_Digest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La semaine au sein de ${i?.club}`)
};

export const notify_email = /** @type {(inputs: Notify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const notify_email_daily = /** @type {(inputs: Notify_Email_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résumé quotidien`)
};

export const notify_email_instant = /** @type {(inputs: Notify_Email_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail immédiat`)
};

export const notify_email_off = /** @type {(inputs: Notify_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas d’e-mail`)
};

export const notify_email_weekly = /** @type {(inputs: Notify_Email_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résumé hebdomadaire`)
};

export const notify_final_text = /** @type {(inputs: Notify_Final_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les résultats de ${i?.competition} sont définitifs.`)
};

export const notify_final_title = /** @type {(inputs: Notify_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les résultats définitifs sont là`)
};

export const notify_in_app = /** @type {(inputs: Notify_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans l’application`)
};

export const notify_kind_board_overtaken = /** @type {(inputs: Notify_Kind_Board_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un vous dépasse dans le top 10 d’un classement`)
};

export const notify_kind_catch_graded = /** @type {(inputs: Notify_Kind_Catch_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une de vos prises reçoit un niveau ou est refusée`)
};

export const notify_kind_club_digest = /** @type {(inputs: Notify_Kind_Club_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un résumé hebdomadaire de l’activité du club (administrateurs)`)
};

export const notify_kind_competition_overtaken = /** @type {(inputs: Notify_Kind_Competition_OvertakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un dépasse votre inscription dans le top 10 d’une compétition`)
};

export const notify_kind_competition_published = /** @type {(inputs: Notify_Kind_Competition_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une compétition est publiée`)
};

export const notify_kind_competition_results = /** @type {(inputs: Notify_Kind_Competition_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats provisoires ou définitifs d’une compétition à laquelle vous participez`)
};

export const notify_kind_developer_application_waiting = /** @type {(inputs: Notify_Kind_Developer_Application_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une demande d’accès développeur attend une décision (administrateurs)`)
};

export const notify_kind_protest_on_entry = /** @type {(inputs: Notify_Kind_Protest_On_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une réclamation est déposée contre votre inscription à une compétition`)
};

export const notify_kind_sign_up_waiting = /** @type {(inputs: Notify_Kind_Sign_Up_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une inscription attend d’être approuvée (administrateurs)`)
};

export const notify_kind_verification_requested = /** @type {(inputs: Notify_Kind_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un plongeur demande la validation d’une prise (valideurs et administrateurs)`)
};

export const notify_mail_choices = /** @type {(inputs: Notify_Mail_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tous vos choix : ${i?.link}`)
};

export const notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Et ${i?.count} autre : ${i?.link}`);
	return /** @type {LocalizedString} */ (`Et ${i?.count} autres : ${i?.link}`)
	
};

export const notify_mail_stop = /** @type {(inputs: Notify_Mail_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour ne plus recevoir ces messages (et seulement ceux-ci) : ${i?.link}`)
};

export const notify_mail_subject_many = /** @type {(inputs: Notify_Mail_Subject_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} notification (${i?.kind})`);
	return /** @type {LocalizedString} */ (`${i?.count} notifications (${i?.kind})`)
	
};

export const notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous recevez ce message en raison de votre choix pour « ${i?.kind} ».`)
};

export const notify_mark_all_read = /** @type {(inputs: Notify_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout marquer comme lu`)
};

export const notify_no_devices = /** @type {(inputs: Notify_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun appareil ne reçoit encore de notifications.`)
};

export const notify_nothing_unread = /** @type {(inputs: Notify_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien de non lu.`)
};

export const notify_nothing_yet = /** @type {(inputs: Notify_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien pour l’instant : vous trouverez ici ce qui arrive à vos prises, classements et compétitions.`)
};

export const notify_overtaken_left = /** @type {(inputs: Notify_Overtaken_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre inscription est sortie du top 10 de ${i?.competition} (elle était ${i?.old}e).`)
};

export const notify_overtaken_moved = /** @type {(inputs: Notify_Overtaken_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre inscription est passée de la ${i?.old}e à la ${i?.new}e place du classement de ${i?.competition}.`)
};

export const notify_overtaken_title = /** @type {(inputs: Notify_Overtaken_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez été dépassé dans ${i?.competition}`)
};

export const notify_page_title = /** @type {(inputs: Notify_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const notify_protest_catch_text = /** @type {(inputs: Notify_Protest_Catch_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a déposé une réclamation contre une prise de votre inscription à ${i?.competition} ; un administrateur tranchera.`)
};

export const notify_protest_entry_text = /** @type {(inputs: Notify_Protest_Entry_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a déposé une réclamation contre votre inscription à ${i?.competition} ; un administrateur tranchera.`)
};

export const notify_protest_title = /** @type {(inputs: Notify_Protest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une réclamation contre votre inscription`)
};

export const notify_provisional_text = /** @type {(inputs: Notify_Provisional_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les résultats de ${i?.competition} sont provisoires : les réclamations restent possibles jusqu’à ce qu’ils deviennent définitifs.`)
};

export const notify_provisional_title = /** @type {(inputs: Notify_Provisional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les résultats provisoires sont en ligne`)
};

export const notify_published_text = /** @type {(inputs: Notify_Published_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les inscriptions à ${i?.competition} sont ouvertes.`)
};

export const notify_published_title = /** @type {(inputs: Notify_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une nouvelle compétition`)
};

export const notify_push_heading = /** @type {(inputs: Notify_Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications sur vos appareils`)
};

export const notify_push_off = /** @type {(inputs: Notify_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver les notifications sur cet appareil`)
};

export const notify_push_on = /** @type {(inputs: Notify_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer les notifications sur cet appareil`)
};

export const notify_push_unavailable = /** @type {(inputs: Notify_Push_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce serveur ne peut pas envoyer de notifications aux appareils.`)
};

export const notify_reason = /** @type {(inputs: Notify_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif : ${i?.note}`)
};

export const notify_save = /** @type {(inputs: Notify_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

export const notify_settings_heading = /** @type {(inputs: Notify_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce qui vous parvient, et où`)
};

export const notify_sign_up_text = /** @type {(inputs: Notify_Sign_Up_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} demande à rejoindre le club.`)
};

export const notify_sign_up_title = /** @type {(inputs: Notify_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une inscription vous attend`)
};

export const notify_since = /** @type {(inputs: Notify_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`depuis le ${i?.time}`)
};

export const notify_stop_push = /** @type {(inputs: Notify_Stop_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus notifier cet appareil`)
};

export const notify_tier_bronze = /** @type {(inputs: Notify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

export const notify_tier_gold = /** @type {(inputs: Notify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

export const notify_tier_silver = /** @type {(inputs: Notify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`argent`)
};

export const notify_tier_unverified = /** @type {(inputs: Notify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non validé`)
};

export const notify_unread = /** @type {(inputs: Notify_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non lue`)
};

export const notify_unread_only = /** @type {(inputs: Notify_Unread_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non lues seulement`)
};

export const notify_unsubscribe_button = /** @type {(inputs: Notify_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus les recevoir`)
};

export const notify_unsubscribe_explain = /** @type {(inputs: Notify_Unsubscribe_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous ne recevrez plus de messages pour « ${i?.kind} ». Les autres types et l’application restent inchangés.`)
};

export const notify_unsubscribe_invalid = /** @type {(inputs: Notify_Unsubscribe_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce lien de désabonnement n’est pas valide. Vos choix se trouvent sur ${i?.link}.`)
};

export const notify_unsubscribe_invalid_title = /** @type {(inputs: Notify_Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien non valide`)
};

export const notify_unsubscribe_question = /** @type {(inputs: Notify_Unsubscribe_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus recevoir ces messages ?`)
};

export const notify_unsubscribe_title = /** @type {(inputs: Notify_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus recevoir ces messages`)
};

export const notify_unsubscribed_heading = /** @type {(inputs: Notify_Unsubscribed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est fait`)
};

export const notify_unsubscribed_text = /** @type {(inputs: Notify_Unsubscribed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus aucun message pour « ${i?.kind} ». Vous pouvez changer d’avis sur ${i?.link}.`)
};

export const notify_unsubscribed_title = /** @type {(inputs: Notify_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désabonnement confirmé`)
};

export const notify_verification_requested_text = /** @type {(inputs: Notify_Verification_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver} demande la validation de sa prise (${i?.species}).`)
};

export const notify_verification_requested_title = /** @type {(inputs: Notify_Verification_Requested_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une prise attend sa validation`)
};

export const notify_your_account = /** @type {(inputs: Notify_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte`)
};

export const notify_your_notifications = /** @type {(inputs: Notify_Your_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos notifications`)
};

export const oauth_afterwards = /** @type {(inputs: Oauth_AfterwardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez retirer cette autorisation à tout moment. Vous retournerez ensuite sur ${i?.destination}.`)
};

export const oauth_allow = /** @type {(inputs: Oauth_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autoriser`)
};

export const oauth_allow_question = /** @type {(inputs: Oauth_Allow_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autoriser ${i?.app} ?`)
};

export const oauth_allow_title = /** @type {(inputs: Oauth_Allow_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autoriser ${i?.app}`)
};

export const oauth_app_disabled = /** @type {(inputs: Oauth_App_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’application qui vous a envoyé ici est désactivée.`)
};

export const oauth_deny = /** @type {(inputs: Oauth_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

export const oauth_link_broken = /** @type {(inputs: Oauth_Link_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de connexion ne fonctionne pas`)
};

export const oauth_no_client = /** @type {(inputs: Oauth_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La requête ne désigne aucune application (client_id manque).`)
};

export const oauth_no_redirect = /** @type {(inputs: Oauth_No_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La requête n’a pas de redirect_uri et l’application en a plusieurs.`)
};

export const oauth_repeated_redirect = /** @type {(inputs: Oauth_Repeated_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La requête répète redirect_uri.`)
};

export const oauth_unknown_app = /** @type {(inputs: Oauth_Unknown_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’application qui vous a envoyé ici n’est pas enregistrée.`)
};

export const oauth_unregistered_redirect = /** @type {(inputs: Oauth_Unregistered_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’application voulait vous envoyer vers une adresse qu’elle n’a pas enregistrée : nous nous sommes donc arrêtés ici.`)
};

export const oauth_wants = /** @type {(inputs: Oauth_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} souhaite utiliser votre compte catchd, ${i?.person} (${i?.email}). Si vous l’autorisez, elle pourra :`)
};

export const oauth_withheld = /** @type {(inputs: Oauth_WithheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elle a aussi demandé ce que votre compte ne peut pas faire, et ne l’obtiendra pas : ${i?.scopes}.`)
};

export const offline_back_in_reach = /** @type {(inputs: Offline_Back_In_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connexion retrouvée : cette page est la dernière copie gardée sur ce téléphone, du ${i?.time}. Rechargez-la pour voir la version à jour.`)
};

export const offline_caught = /** @type {(inputs: Offline_CaughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`prise le ${i?.time}`)
};

export const offline_discard = /** @type {(inputs: Offline_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

export const offline_dismiss = /** @type {(inputs: Offline_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer`)
};

export const offline_fix = /** @type {(inputs: Offline_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corriger`)
};

export const offline_fix_elsewhere = /** @type {(inputs: Offline_Fix_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La corriger sur la page de déclaration`)
};

export const offline_fixing = /** @type {(inputs: Offline_FixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrigez cette prise et enregistrez-la à nouveau ; elle attend ici jusqu’à son envoi.`)
};

export const offline_no_connection = /** @type {(inputs: Offline_No_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas de connexion : cette page est la dernière copie gardée sur ce téléphone, du ${i?.time}.`)
};

export const offline_open_catch = /** @type {(inputs: Offline_Open_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ouvrir la prise`)
};

export const offline_outbox_title = /** @type {(inputs: Offline_Outbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur ce téléphone`)
};

export const offline_page_heading = /** @type {(inputs: Offline_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de réseau, et cette page n’est pas sur ce téléphone`)
};

export const offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les pages ouvertes pendant que vous étiez connecté sont gardées ici. ${i?.link} : elle est gardée sur ce téléphone et envoyée dès que le réseau revient.`)
};

export const offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hors ligne`)
};

export const offline_photos = /** @type {(inputs: Offline_PhotosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} photo`);
	return /** @type {LocalizedString} */ (`${i?.count} photos`)
	
};

export const offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prise enregistrée.`)
};

export const offline_saving = /** @type {(inputs: Offline_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement sur ce téléphone…`)
};

export const offline_sent_saved = /** @type {(inputs: Offline_Sent_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyée et enregistrée :`)
};

export const offline_sign_in_again = /** @type {(inputs: Offline_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconnectez-vous pour envoyer ce qui attend`)
};

export const offline_sign_in_to_send = /** @type {(inputs: Offline_Sign_In_To_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconnectez-vous pour les envoyer.`)
};

export const offline_sign_out_question = /** @type {(inputs: Offline_Sign_Out_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} prise est gardée sur ce téléphone et pas encore envoyée. Si vous vous déconnectez, elle sera supprimée. Se déconnecter quand même ?`);
	return /** @type {LocalizedString} */ (`${i?.count} prises sont gardées sur ce téléphone et pas encore envoyées. Si vous vous déconnectez, elles seront supprimées. Se déconnecter quand même ?`)
	
};

export const offline_state_refused = /** @type {(inputs: Offline_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusée : à corriger`)
};

export const offline_state_sent = /** @type {(inputs: Offline_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyée, avec un problème`)
};

export const offline_state_waiting = /** @type {(inputs: Offline_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente d’envoi`)
};

export const offline_unnamed_species = /** @type {(inputs: Offline_Unnamed_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèce non indiquée`)
};

export const offline_waiting = /** @type {(inputs: Offline_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Gardée sur ce téléphone : ${i?.count} prise en attente d’envoi.`);
	return /** @type {LocalizedString} */ (`Gardées sur ce téléphone : ${i?.count} prises en attente d’envoi.`)
	
};

export const offline_you_are_offline = /** @type {(inputs: Offline_You_Are_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes hors ligne. Les prises que vous déclarez sont gardées sur ce téléphone et envoyées dès que le réseau revient.`)
};

export const or = /** @type {(inputs: OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou`)
};

export const pager_label = /** @type {(inputs: Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const pager_next = /** @type {(inputs: Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivante →`)
};

export const pager_page = /** @type {(inputs: Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const pager_page_of = /** @type {(inputs: Pager_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.last}`)
};

export const pager_previous = /** @type {(inputs: Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Précédente`)
};

export const passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une clé d’accès`)
};

export const passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutée`)
};

export const passkey_confirm_to_add = /** @type {(inputs: Passkey_Confirm_To_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} pour ajouter une clé d’accès.`)
};

export const passkey_default_name = /** @type {(inputs: Passkey_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ma clé d’accès`)
};

export const passkey_heading = /** @type {(inputs: Passkey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clés d’accès`)
};

export const passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière utilisation`)
};

export const passkey_lead = /** @type {(inputs: Passkey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous avec votre empreinte, votre visage, le verrouillage de l’écran ou une clé de sécurité : sans mot de passe.`)
};

export const passkey_name_of = /** @type {(inputs: Passkey_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nom de la clé d’accès ${i?.name}`)
};

export const passkey_never = /** @type {(inputs: Passkey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jamais`)
};

export const passkey_new_name = /** @type {(inputs: Passkey_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de la nouvelle clé d’accès`)
};

export const passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez pas encore de clé d’accès.`)
};

export const passkey_remove = /** @type {(inputs: Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

export const passkey_remove_label = /** @type {(inputs: Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer la clé d’accès ${i?.name}`)
};

export const passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renommer`)
};

export const passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renommer la clé d’accès ${i?.name}`)
};

export const passkey_sign_in = /** @type {(inputs: Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec une clé d’accès`)
};

export const passkey_yours = /** @type {(inputs: Passkey_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos clés d’accès`)
};

export const password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
};

export const people_access = /** @type {(inputs: People_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès`)
};

export const people_access_legend = /** @type {(inputs: People_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvert à tous, sans connexion`)
};

export const people_access_note = /** @type {(inputs: People_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le reste (saisie, vérification, administration) demande toujours un compte.`)
};

export const people_active = /** @type {(inputs: People_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actif`)
};

export const people_activity = /** @type {(inputs: People_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activité`)
};

export const people_activity_of = /** @type {(inputs: People_Activity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activité de ${i?.name}`)
};

export const people_add = /** @type {(inputs: People_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter`)
};

export const people_add_person = /** @type {(inputs: People_Add_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une personne`)
};

export const people_area_divers = /** @type {(inputs: People_Area_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages des plongeurs : la meilleure prise de chacun par espèce`)
};

export const people_area_leaderboards = /** @type {(inputs: People_Area_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classements, et le classement à intégrer au site du club`)
};

export const people_area_species = /** @type {(inputs: People_Area_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages des espèces : noms, photos, records et prises vérifiées récentes`)
};

export const people_back = /** @type {(inputs: People_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux personnes`)
};

export const people_change_role = /** @type {(inputs: People_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le rôle`)
};

export const people_deleted = /** @type {(inputs: People_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte supprimé`)
};

export const people_disable = /** @type {(inputs: People_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver`)
};

export const people_disable_label = /** @type {(inputs: People_Disable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Désactiver ${i?.name}`)
};

export const people_disabled = /** @type {(inputs: People_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivé`)
};

export const people_enable = /** @type {(inputs: People_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer`)
};

export const people_enable_label = /** @type {(inputs: People_Enable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activer ${i?.name}`)
};

export const people_heading = /** @type {(inputs: People_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes et rôles`)
};

export const people_insecure_base_url = /** @type {(inputs: People_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL est en http simple (${i?.origin}) sur une autre machine que celle-ci : les cookies de connexion partent sans Secure et les mots de passe circulent en clair. Servez catchd en https et mettez l’adresse https:// dans CATCHD_BASE_URL.`)
};

export const people_joining_approval = /** @type {(inputs: People_Joining_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chacun s’inscrit ; les administrateurs valident ou refusent sur la page des personnes.`)
};

export const people_joining_closed = /** @type {(inputs: People_Joining_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`personne ne rejoint ; les administrateurs ajoutent des personnes sur la page des personnes.`)
};

export const people_joining_developer_label = /** @type {(inputs: People_Joining_Developer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription à l’accès anticipé sur le portail des développeurs (CATCHD_DEVELOPER_SIGNUP)`)
};

export const people_joining_developer_off = /** @type {(inputs: People_Joining_Developer_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`désactivée.`)
};

export const people_joining_developer_on = /** @type {(inputs: People_Joining_Developer_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`activée : les visiteurs s’inscrivent et demandent l’accès développeur en une fois, quel que soit le mode d’adhésion.`)
};

export const people_joining_heading = /** @type {(inputs: People_Joining_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment rejoindre le club`)
};

export const people_joining_invite = /** @type {(inputs: People_Joining_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les administrateurs invitent par e-mail (sur la page des personnes) ; le lien fonctionne une fois, pendant sept jours.`)
};

export const people_joining_mail_label = /** @type {(inputs: People_Joining_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail (CATCHD_SMTP_URL)`)
};

export const people_joining_mail_off = /** @type {(inputs: People_Joining_Mail_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non configuré : les liens d’invitation s’affichent pour être copiés, et les inscriptions ne sont pas confirmées par e-mail.`)
};

export const people_joining_mail_on = /** @type {(inputs: People_Joining_Mail_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`configuré : les invitations et les confirmations d’adresse partent par e-mail.`)
};

export const people_joining_mode_label = /** @type {(inputs: People_Joining_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adhésions (CATCHD_SIGNUP)`)
};

export const people_joining_note = /** @type {(inputs: People_Joining_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces réglages viennent de la configuration du serveur ; l’exploitant les modifie là-bas.`)
};

export const people_joining_open = /** @type {(inputs: People_Joining_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chacun s’inscrit et devient plongeur.`)
};

export const people_link_access = /** @type {(inputs: People_Link_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que les visiteurs peuvent voir`)
};

export const people_link_club = /** @type {(inputs: People_Link_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le club : nom, fuseau horaire, unités, langue, saisons, adhésions`)
};

export const people_link_species = /** @type {(inputs: People_Link_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catalogue des espèces`)
};

export const people_no_address = /** @type {(inputs: People_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sans adresse`)
};

export const people_no_such_person = /** @type {(inputs: People_No_Such_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne introuvable`)
};

export const people_refused_role = /** @type {(inputs: People_Refused_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doit être administrateur, vérificateur ou plongeur.`)
};

export const people_refused_taken = /** @type {(inputs: People_Refused_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un utilise déjà cette adresse e-mail.`)
};

export const people_role = /** @type {(inputs: People_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle`)
};

export const people_role_admin = /** @type {(inputs: People_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrateur`)
};

export const people_role_developer = /** @type {(inputs: People_Role_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`développeur`)
};

export const people_role_diver = /** @type {(inputs: People_Role_DiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plongeur`)
};

export const people_role_of = /** @type {(inputs: People_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rôle de ${i?.name}`)
};

export const people_role_verifier = /** @type {(inputs: People_Role_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vérificateur`)
};

export const people_second_factor = /** @type {(inputs: People_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Second facteur`)
};

export const people_settings = /** @type {(inputs: People_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réglages`)
};

export const people_tile_applications = /** @type {(inputs: People_Tile_ApplicationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`demande d’accès développeur`);
	return /** @type {LocalizedString} */ (`demandes d’accès développeur`)
	
};

export const people_tile_catches = /** @type {(inputs: People_Tile_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`prise à vérifier`);
	return /** @type {LocalizedString} */ (`prises à vérifier`)
	
};

export const people_tile_sign_ups = /** @type {(inputs: People_Tile_Sign_UpsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`inscription à valider`);
	return /** @type {LocalizedString} */ (`inscriptions à valider`)
	
};

export const people_title = /** @type {(inputs: People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes`)
};

export const people_update_available = /** @type {(inputs: People_Update_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`catchd ${i?.newer} est disponible (ce serveur utilise ${i?.current}). Sur le serveur, ${i?.update} l’installe après une sauvegarde ; ${i?.rollback} revient en arrière.`)
};

export const people_waiting_for_you = /** @type {(inputs: People_Waiting_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de votre part`)
};

export const problems_title = /** @type {(inputs: Problems_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrigez ces points puis renvoyez :`)
};

export const reset_check_inbox = /** @type {(inputs: Reset_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si un compte utilise cette adresse, un lien pour choisir un nouveau mot de passe y est en route. Il fonctionne une fois, pendant une heure.`)
};

export const reset_credentials_legend = /** @type {(inputs: Reset_Credentials_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clés d’API et applications qui peuvent utiliser votre compte sans le mot de passe`)
};

export const reset_done_text = /** @type {(inputs: Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les sessions de votre compte sont fermées. Connectez-vous avec le nouveau mot de passe.`)
};

export const reset_done_title = /** @type {(inputs: Reset_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe est défini`)
};

export const reset_kept = /** @type {(inputs: Reset_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Celles-ci fonctionnent toujours sans le mot de passe. Une fois connecté, révoquez celles que vous n’avez pas créées dans ${i?.keys} et ${i?.apps}.`)
};

export const reset_kept_apps = /** @type {(inputs: Reset_Kept_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les applications que vous avez autorisées`)
};

export const reset_kept_keys = /** @type {(inputs: Reset_Kept_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vos clés d’API`)
};

export const reset_kind_app = /** @type {(inputs: Reset_Kind_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application`)
};

export const reset_kind_key = /** @type {(inputs: Reset_Kind_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d’API`)
};

export const reset_lead = /** @type {(inputs: Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez l’adresse de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.`)
};

export const reset_made_last_used = /** @type {(inputs: Reset_Made_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`créée le ${i?.made}, dernière utilisation le ${i?.used}`)
};

export const reset_made_never_used = /** @type {(inputs: Reset_Made_Never_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`créée le ${i?.made}, jamais utilisée`)
};

export const reset_mail_body = /** @type {(inputs: Reset_Mail_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a demandé un nouveau mot de passe pour le compte de cette adresse sur catchd, à ${i?.url}.

Si c’est vous, ouvrez ce lien dans l’heure. Il ne fonctionne qu’une fois :

${i?.link}

Si ce n’est pas vous, ignorez ce message : votre mot de passe reste le même.`)
};

export const reset_mail_me = /** @type {(inputs: Reset_Mail_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’envoyer un lien`)
};

export const reset_mail_subject = /** @type {(inputs: Reset_Mail_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe catchd`)
};

export const reset_new_lead = /** @type {(inputs: Reset_New_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le définir vous déconnecte partout.`)
};

export const reset_new_title = /** @type {(inputs: Reset_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe`)
};

export const reset_no_mail = /** @type {(inputs: Reset_No_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce club n’envoie pas d’e-mails : le mot de passe ne peut donc pas être réinitialisé par e-mail ici. Demandez à un administrateur d’en définir un nouveau.`)
};

export const reset_revoke_too = /** @type {(inputs: Reset_Revoke_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les révoquer toutes aussi (choisissez ceci si vous ne les avez pas toutes créées)`)
};

export const reset_revoked = /** @type {(inputs: Reset_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les clés d’API et tous les accès d’applications de votre compte sont révoqués.`)
};

export const reset_set_password = /** @type {(inputs: Reset_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Définir le mot de passe`)
};

export const scope_account_read = /** @type {(inputs: Scope_Account_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir votre profil et gérer vos clés d’API`)
};

export const scope_account_write = /** @type {(inputs: Scope_Account_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier votre compte : profil, mot de passe, sessions ; exporter vos données ou supprimer le compte`)
};

export const scope_catches_read = /** @type {(inputs: Scope_Catches_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les prises, leurs vérifications et les événements de prises`)
};

export const scope_catches_write = /** @type {(inputs: Scope_Catches_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer, modifier et supprimer vos prises`)
};

export const scope_club_write = /** @type {(inputs: Scope_Club_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier les réglages du club : nom, fuseau horaire, unités, langue, saisons, adhésions (administrateurs)`)
};

export const scope_competitions_write = /** @type {(inputs: Scope_Competitions_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer et organiser des compétitions (administrateurs) et enregistrer les pesées (responsables de la pesée)`)
};

export const scope_leaderboards_read = /** @type {(inputs: Scope_Leaderboards_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les classements`)
};

export const scope_species_read = /** @type {(inputs: Scope_Species_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les espèces, leurs photos et leurs records`)
};

export const scope_species_write = /** @type {(inputs: Scope_Species_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter et modifier des espèces et envoyer leurs photos (administrateurs)`)
};

export const scope_verifications_write = /** @type {(inputs: Scope_Verifications_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier les prises des autres plongeurs (vérificateurs et administrateurs)`)
};

export const scope_webhooks_read = /** @type {(inputs: Scope_Webhooks_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir vos points de terminaison webhook et leurs envois`)
};

export const scope_webhooks_write = /** @type {(inputs: Scope_Webhooks_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer et gérer vos points de terminaison webhook`)
};

export const share_board_catch_count = /** @type {(inputs: Share_Board_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le plus de prises`)
};

export const share_board_deepest = /** @type {(inputs: Share_Board_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prise la plus profonde`)
};

export const share_board_description = /** @type {(inputs: Share_Board_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le classement de ${i?.club} : ${i?.board}.`)
};

export const share_board_empty = /** @type {(inputs: Share_Board_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de prise dans ce classement.`)
};

export const share_board_heaviest = /** @type {(inputs: Share_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poisson le plus lourd`)
};

export const share_board_total_weight = /** @type {(inputs: Share_Board_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids total`)
};

export const share_button = /** @type {(inputs: Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager`)
};

export const share_catch_by = /** @type {(inputs: Share_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pris par ${i?.diver}`)
};

export const share_catch_description = /** @type {(inputs: Share_Catch_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pris par ${i?.diver}, enregistré sur ${i?.club}.`)
};

export const share_catch_title = /** @type {(inputs: Share_Catch_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, ${i?.weight}`)
};

export const share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien copié`)
};

export const share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copie impossible : sélectionnez le lien et copiez-le.`)
};

export const share_link = /** @type {(inputs: Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien vers cette page`)
};

export const share_place = /** @type {(inputs: Share_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.value}`)
};

export const share_podium = /** @type {(inputs: Share_PodiumInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} point`);
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} points`)
	
};

export const share_results_description = /** @type {(inputs: Share_Results_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} de ${i?.name}, une compétition de ${i?.club}.`)
};

export const share_shared = /** @type {(inputs: Share_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partagé.`)
};

export const share_status_cancelled = /** @type {(inputs: Share_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulée`)
};

export const share_status_final = /** @type {(inputs: Share_Status_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats définitifs`)
};

export const share_status_open = /** @type {(inputs: Share_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore commencée`)
};

export const share_status_provisional = /** @type {(inputs: Share_Status_ProvisionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats provisoires`)
};

export const share_status_running = /** @type {(inputs: Share_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classement en cours`)
};

export const sign_in = /** @type {(inputs: Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous à nouveau.`)
};

export const sign_in_busy = /** @type {(inputs: Sign_In_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de connexions sont vérifiées en même temps.`)
};

export const sign_in_busy_title = /** @type {(inputs: Sign_In_Busy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Occupé`)
};

export const sign_in_expired_title = /** @type {(inputs: Sign_In_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion expirée`)
};

export const sign_in_finished = /** @type {(inputs: Sign_In_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette connexion était déjà terminée. Connectez-vous à nouveau.`)
};

export const sign_in_lead = /** @type {(inputs: Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez votre adresse e-mail et votre mot de passe catchd.`)
};

export const sign_in_lead_providers = /** @type {(inputs: Sign_In_Lead_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez votre adresse e-mail et votre mot de passe catchd, ou un compte que vous avez déjà.`)
};

export const sign_in_link_stale = /** @type {(inputs: Sign_In_Link_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de connexion a expiré ou n’a pas été ouvert ici. Recommencez.`)
};

export const sign_in_many_attempts = /** @type {(inputs: Sign_In_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il y a eu de nombreuses tentatives de connexion à ce compte.`)
};

export const sign_in_mismatch = /** @type {(inputs: Sign_In_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse e-mail et le mot de passe ne correspondent pas.`)
};

export const sign_in_paused_title = /** @type {(inputs: Sign_In_Paused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion suspendue`)
};

export const sign_in_stale = /** @type {(inputs: Sign_In_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette connexion a pris trop de temps ou était déjà terminée. Connectez-vous à nouveau.`)
};

export const sign_in_uncountable = /** @type {(inputs: Sign_In_UncountableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les tentatives de connexion ne peuvent pas être comptées pour le moment.`)
};

export const sign_in_unknown = /** @type {(inputs: Sign_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mode de connexion n’est pas configuré ici.`)
};

export const sign_in_unknown_title = /** @type {(inputs: Sign_In_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode de connexion inconnu`)
};

export const sign_out = /** @type {(inputs: Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

export const site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd : déclarez, faites valider et classez vos prises de chasse sous-marine.`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au contenu`)
};

export const species_add_photo = /** @type {(inputs: Species_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter la photo`)
};

export const species_apply_changes = /** @type {(inputs: Species_Apply_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliquer ces changements`)
};

export const species_author = /** @type {(inputs: Species_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auteur`)
};

export const species_best_of_each = /** @type {(inputs: Species_Best_Of_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meilleure prise de chaque espèce`)
};

export const species_by_diver = /** @type {(inputs: Species_By_DiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`par ${i?.diver}`)
};

export const species_catalogue = /** @type {(inputs: Species_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catalogue des espèces`)
};

export const species_catches = /** @type {(inputs: Species_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} prise`);
	return /** @type {LocalizedString} */ (`${i?.count} prises`)
	
};

export const species_caught_by = /** @type {(inputs: Species_Caught_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} pris par ${i?.diver}`)
};

export const species_change_add = /** @type {(inputs: Species_Change_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ajout`)
};

export const species_change_update = /** @type {(inputs: Species_Change_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mise à jour`)
};

export const species_changes = /** @type {(inputs: Species_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changements`)
};

export const species_col_change = /** @type {(inputs: Species_Col_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changement`)
};

export const species_col_scientific = /** @type {(inputs: Species_Col_ScientificInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom scientifique`)
};

export const species_count = /** @type {(inputs: Species_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} espèce`);
	return /** @type {LocalizedString} */ (`${i?.count} espèces`)
	
};

export const species_csv_file = /** @type {(inputs: Species_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier CSV (avec les colonnes de la table des espèces fournie avec catchd)`)
};

export const species_deepest_bronze = /** @type {(inputs: Species_Deepest_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plus profonde (bronze ou mieux)`)
};

export const species_edit_title = /** @type {(inputs: Species_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier ${i?.species}`)
};

export const species_english_name = /** @type {(inputs: Species_English_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom anglais`)
};

export const species_find = /** @type {(inputs: Species_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercher une espèce`)
};

export const species_find_by_name = /** @type {(inputs: Species_Find_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cherchez une espèce par l’un de ses noms`)
};

export const species_heaviest_first = /** @type {(inputs: Species_Heaviest_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} espèce, de la plus lourde à la plus légère.`);
	return /** @type {LocalizedString} */ (`${i?.count} espèces, de la plus lourde à la plus légère.`)
	
};

export const species_import_csv = /** @type {(inputs: Species_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer un fichier CSV`)
};

export const species_import_heading = /** @type {(inputs: Species_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer des espèces depuis un fichier CSV`)
};

export const species_import_preview = /** @type {(inputs: Species_Import_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À ajouter : ${i?.add} ; à mettre à jour : ${i?.update} ; inchangées : ${i?.unchanged} ; ${i?.rejected}.`)
};

export const species_import_title = /** @type {(inputs: Species_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer des espèces`)
};

export const species_imported = /** @type {(inputs: Species_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Import terminé. Ajoutées : ${i?.added} ; mises à jour : ${i?.updated} ; inchangées : ${i?.unchanged}.`)
};

export const species_latest_verified = /** @type {(inputs: Species_Latest_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernières prises validées`)
};

export const species_licence = /** @type {(inputs: Species_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licence`)
};

export const species_logged = /** @type {(inputs: Species_LoggedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} prise déclarée`);
	return /** @type {LocalizedString} */ (`${i?.count} prises déclarées`)
	
};

export const species_names = /** @type {(inputs: Species_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noms`)
};

export const species_names_credited = /** @type {(inputs: Species_Names_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les noms que vous modifiez sont attribués à ce club (source « local »).`)
};

export const species_names_licence = /** @type {(inputs: Species_Names_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Licence des noms ci-dessus : ${i?.licence}`)
};

export const species_no_catches_yet = /** @type {(inputs: Species_No_Catches_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune prise pour l’instant.`)
};

export const species_no_licence = /** @type {(inputs: Species_No_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`licence non précisée`)
};

export const species_no_published_record = /** @type {(inputs: Species_No_Published_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun record publié.`)
};

export const species_none_yet = /** @type {(inputs: Species_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune pour l’instant`)
};

export const species_none_yet_sentence = /** @type {(inputs: Species_None_Yet_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune pour l’instant.`)
};

export const species_other_names = /** @type {(inputs: Species_Other_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres noms, un par ligne sous la forme « langue: nom » (code de langue : es, fr…)`)
};

export const species_photo = /** @type {(inputs: Species_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo`)
};

export const species_preview_changes = /** @type {(inputs: Species_Preview_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les changements avant de les appliquer`)
};

export const species_record_by = /** @type {(inputs: Species_Record_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measure}, par ${i?.link}`)
};

export const species_records_here = /** @type {(inputs: Species_Records_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Records du club`)
};

export const species_reference_records = /** @type {(inputs: Species_Reference_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Records de référence`)
};

export const species_rejected_label = /** @type {(inputs: Species_Rejected_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lignes refusées`)
};

export const species_rejected_line = /** @type {(inputs: Species_Rejected_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligne ${i?.line} : ${i?.reason}`)
};

export const species_rejected_lines = /** @type {(inputs: Species_Rejected_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ligne refusée`);
	return /** @type {LocalizedString} */ (`${i?.count} lignes refusées`)
	
};

export const species_save_names = /** @type {(inputs: Species_Save_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les noms`)
};

export const species_search = /** @type {(inputs: Species_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher`)
};

export const species_season_in_charts = /** @type {(inputs: Species_Season_In_ChartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La saison en graphiques`)
};

export const species_tier_or_better = /** @type {(inputs: Species_Tier_Or_BetterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} ou mieux`)
};

export const species_title = /** @type {(inputs: Species_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèces`)
};

export const species_unknown_author = /** @type {(inputs: Species_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auteur inconnu`)
};

export const species_verified_catch_by = /** @type {(inputs: Species_Verified_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une prise validée de ${i?.diver}`)
};

export const species_weights_chart = /** @type {(inputs: Species_Weights_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les poids en graphique`)
};

export const stats_active_divers_by_month = /** @type {(inputs: Stats_Active_Divers_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chasseurs actifs par mois`)
};

export const stats_admins_only = /** @type {(inputs: Stats_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les graphiques du club sont réservés à ses administrateurs tant que les classements ne sont pas publics.`)
};

export const stats_bests_summary = /** @type {(inputs: Stats_Bests_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque point a battu toutes les prises précédentes de son espèce ; la ligne suit la plus lourde à ce jour. Dernier : ${i?.species}, ${i?.weight}.`)
};

export const stats_bests_title = /** @type {(inputs: Stats_Bests_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos records personnels au fil du temps (${i?.unit})`)
};

export const stats_catches_by_month = /** @type {(inputs: Stats_Catches_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prises par mois`)
};

export const stats_catches_count = /** @type {(inputs: Stats_Catches_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} prise`);
	return /** @type {LocalizedString} */ (`${i?.count} prises`)
	
};

export const stats_club_mark = /** @type {(inputs: Stats_Club_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`club`)
};

export const stats_club_season = /** @type {(inputs: Stats_Club_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La saison du club`)
};

export const stats_club_season_title = /** @type {(inputs: Stats_Club_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La saison ${i?.year} du club`)
};

export const stats_club_totals = /** @type {(inputs: Stats_Club_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches} par ${i?.divers} en ${i?.year}.`)
};

export const stats_col_active_divers = /** @type {(inputs: Stats_Col_Active_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chasseurs actifs`)
};

export const stats_col_catches = /** @type {(inputs: Stats_Col_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prises`)
};

export const stats_col_club_record = /** @type {(inputs: Stats_Col_Club_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record du club`)
};

export const stats_col_date = /** @type {(inputs: Stats_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const stats_col_month = /** @type {(inputs: Stats_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mois`)
};

export const stats_col_species = /** @type {(inputs: Stats_Col_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèce`)
};

export const stats_col_weight = /** @type {(inputs: Stats_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids`)
};

export const stats_col_yours = /** @type {(inputs: Stats_Col_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La vôtre`)
};

export const stats_deepest_against_club = /** @type {(inputs: Stats_Deepest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre prise la plus profonde face au record du club`)
};

export const stats_diver_season = /** @type {(inputs: Stats_Diver_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La saison de ${i?.diver}`)
};

export const stats_diver_season_title = /** @type {(inputs: Stats_Diver_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver} : saison ${i?.year}`)
};

export const stats_diver_totals = /** @type {(inputs: Stats_Diver_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches}, ${i?.weight} en ${i?.year}.`)
};

export const stats_divers_count = /** @type {(inputs: Stats_Divers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} chasseur`);
	return /** @type {LocalizedString} */ (`${i?.count} chasseurs`)
	
};

export const stats_heaviest_against_club = /** @type {(inputs: Stats_Heaviest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre plus gros poisson face au record du club`)
};

export const stats_in_all = /** @type {(inputs: Stats_In_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weight} au total.`)
};

export const stats_mix_summary = /** @type {(inputs: Stats_Mix_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} ; la plus fréquente : ${i?.name} (${i?.count} sur ${i?.total}).`)
};

export const stats_most_catches_in = /** @type {(inputs: Stats_Most_Catches_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le plus de prises en ${i?.month} : ${i?.count}.`)
};

export const stats_most_divers_in = /** @type {(inputs: Stats_Most_Divers_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le plus de chasseurs actifs en ${i?.month} : ${i?.count}.`)
};

export const stats_no_catches = /** @type {(inputs: Stats_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune prise pour l’instant.`)
};

export const stats_no_catches_months = /** @type {(inputs: Stats_No_Catches_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune prise déclarée ces mois-ci.`)
};

export const stats_record_bronze = /** @type {(inputs: Stats_Record_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`record bronze`)
};

export const stats_record_gold = /** @type {(inputs: Stats_Record_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`record or`)
};

export const stats_record_held = /** @type {(inputs: Stats_Record_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous détenez le record du club pour ${i?.held} sur ${i?.shown} ; les repères sont les records du club.`)
};

export const stats_record_silver = /** @type {(inputs: Stats_Record_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`record argent`)
};

export const stats_season = /** @type {(inputs: Stats_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saison ${i?.year}`)
};

export const stats_seasons = /** @type {(inputs: Stats_SeasonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisons`)
};

export const stats_species_mix = /** @type {(inputs: Stats_Species_MixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèces prises`)
};

export const stats_the_species = /** @type {(inputs: Stats_The_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’espèce`)
};

export const stats_title = /** @type {(inputs: Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques`)
};

export const stats_weight_by_month = /** @type {(inputs: Stats_Weight_By_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Poids pêché par mois (${i?.unit})`)
};

export const stats_weights_of_a_species = /** @type {(inputs: Stats_Weights_Of_A_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids par espèce`)
};

export const stats_weights_summary = /** @type {(inputs: Stats_Weights_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combien de prises pesaient combien ; les lignes marquent les records.`)
};

export const stats_weights_summary_no_records = /** @type {(inputs: Stats_Weights_Summary_No_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combien de prises pesaient combien ; les lignes marquent les records (aucun pour l’instant).`)
};

export const stats_weights_title = /** @type {(inputs: Stats_Weights_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Poids des ${i?.species} (${i?.unit})`)
};

export const stats_world_record = /** @type {(inputs: Stats_World_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`record du monde`)
};

export const stats_your_season = /** @type {(inputs: Stats_Your_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre saison`)
};

export const totp_back = /** @type {(inputs: Totp_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à votre compte`)
};

export const totp_code_label = /** @type {(inputs: Totp_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de votre application`)
};

export const totp_code_or_recovery = /** @type {(inputs: Totp_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de votre application d’authentification, ou un code de secours`)
};

export const totp_codes_left = /** @type {(inputs: Totp_Codes_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Code de secours restant : ${i?.count}`);
	return /** @type {LocalizedString} */ (`Codes de secours restants : ${i?.count}`)
	
};

export const totp_codes_once = /** @type {(inputs: Totp_Codes_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ils ne sont affichés qu’une fois, maintenant.`)
};

export const totp_codes_text = /** @type {(inputs: Totp_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre application d’authentification est configurée. Gardez ces codes en lieu sûr : chacun vous connecte une fois si vous perdez l’application.`)
};

export const totp_codes_title = /** @type {(inputs: Totp_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos codes de secours`)
};

export const totp_enter_code = /** @type {(inputs: Totp_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le code de votre application`)
};

export const totp_has = /** @type {(inputs: Totp_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application ou clé d’accès`)
};

export const totp_heading = /** @type {(inputs: Totp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application d’authentification`)
};

export const totp_key = /** @type {(inputs: Totp_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clé : ${i?.key}`)
};

export const totp_none = /** @type {(inputs: Totp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun`)
};

export const totp_off = /** @type {(inputs: Totp_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandez, en plus du mot de passe, un code d’une application de votre téléphone à la connexion.`)
};

export const totp_on = /** @type {(inputs: Totp_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion par mot de passe ou par un autre compte (GitHub, Google, authentification unique) demande aussi un code de votre application.`)
};

export const totp_or_password = /** @type {(inputs: Totp_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou votre mot de passe`)
};

export const totp_password_right = /** @type {(inputs: Totp_Password_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe est correct. Pour terminer la connexion, utilisez la clé d’accès ajoutée à votre compte.`)
};

export const totp_qr_label = /** @type {(inputs: Totp_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code de la clé, pour votre application d’authentification`)
};

export const totp_remove = /** @type {(inputs: Totp_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer l’application d’authentification`)
};

export const totp_remove_code = /** @type {(inputs: Totp_Remove_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un code actuel de votre application, ou un code de secours`)
};

export const totp_reset = /** @type {(inputs: Totp_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser`)
};

export const totp_reset_label = /** @type {(inputs: Totp_Reset_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réinitialiser le second facteur de ${i?.name}`)
};

export const totp_scan = /** @type {(inputs: Totp_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannez ce code avec votre application d’authentification, ou saisissez-y la clé ; puis entrez le code qu’elle affiche.`)
};

export const totp_set_up = /** @type {(inputs: Totp_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurer une application d’authentification`)
};

export const totp_start_first = /** @type {(inputs: Totp_Start_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencez d’abord à configurer votre application d’authentification.`)
};

export const totp_uri = /** @type {(inputs: Totp_UriInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ou ouvrez cette adresse sur le téléphone où se trouve l’application : ${i?.uri}`)
};

export const totp_use_passkey = /** @type {(inputs: Totp_Use_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez votre clé d’accès`)
};

export const totp_wrong_code = /** @type {(inputs: Totp_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code n’est pas le bon. Entrez le code actuel de votre application.`)
};

export const verify_ask = /** @type {(inputs: Verify_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander la validation`)
};

export const verify_asked = /** @type {(inputs: Verify_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`demandée le ${i?.time}`)
};

export const verify_diver_message = /** @type {(inputs: Verify_Diver_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Message du chasseur : « ${i?.note} »`)
};

export const verify_evidence = /** @type {(inputs: Verify_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preuves`)
};

export const verify_evidence_and_grading = /** @type {(inputs: Verify_Evidence_And_GradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preuves et notation`)
};

export const verify_evidence_note = /** @type {(inputs: Verify_Evidence_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note sur les preuves`)
};

export const verify_gap_bad_date = /** @type {(inputs: Verify_Gap_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la date de la balance doit être une vraie date, pas dans le futur`)
};

export const verify_gap_freedive = /** @type {(inputs: Verify_Gap_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’or demande une prise en apnée : les records n’acceptent pas les prises en bouteille`)
};

export const verify_gap_interested_witness = /** @type {(inputs: Verify_Gap_Interested_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le témoin ne doit être ni le chasseur ni le validateur`)
};

export const verify_gap_measurement = /** @type {(inputs: Verify_Gap_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour l’argent, il manque une mesure (poids ou longueur) ou un témoin`)
};

export const verify_gap_not_this_catch = /** @type {(inputs: Verify_Gap_Not_This_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une photo citée n’est pas de cette prise`)
};

export const verify_gap_photo = /** @type {(inputs: Verify_Gap_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour le niveau ${i?.tier}, il manque une photo du poisson`)
};

export const verify_gap_scale_date = /** @type {(inputs: Verify_Gap_Scale_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour l’or, il manque la date de certification de la balance`)
};

export const verify_gap_weigh_photo = /** @type {(inputs: Verify_Gap_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour l’or, il manque une photo de la pesée`)
};

export const verify_gap_witness = /** @type {(inputs: Verify_Gap_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour l’or, il manque un témoin impartial`)
};

export const verify_grade = /** @type {(inputs: Verify_GradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau`)
};

export const verify_grade_as = /** @type {(inputs: Verify_Grade_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attribuer le niveau ${i?.tier}`)
};

export const verify_heading = /** @type {(inputs: Verify_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Validation : ${i?.species}`)
};

export const verify_history = /** @type {(inputs: Verify_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique`)
};

export const verify_lacks = /** @type {(inputs: Verify_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce qui manque encore pour le niveau ${i?.tier}`)
};

export const verify_ladder = /** @type {(inputs: Verify_LadderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le bronze demande une photo du poisson ; l’argent, en plus, une mesure ou un témoin ; l’or, une photo de la pesée, une balance certifiée, un témoin qui n’est ni vous ni le validateur, et une prise en apnée.`)
};

export const verify_length = /** @type {(inputs: Verify_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Longueur (${i?.unit})`)
};

export const verify_measurement = /** @type {(inputs: Verify_MeasurementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesure`)
};

export const verify_meets = /** @type {(inputs: Verify_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les preuves ci-dessus remplissent la règle du niveau ${i?.tier}.`)
};

export const verify_message_to_verifier = /** @type {(inputs: Verify_Message_To_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message au validateur`)
};

export const verify_method = /** @type {(inputs: Verify_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Méthode`)
};

export const verify_needs_bronze = /** @type {(inputs: Verify_Needs_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande une photo du poisson.`)
};

export const verify_needs_gold = /** @type {(inputs: Verify_Needs_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande une photo de la pesée, la date de certification de la balance, un témoin qui n’est ni le chasseur ni le validateur, et une prise en apnée.`)
};

export const verify_needs_silver = /** @type {(inputs: Verify_Needs_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande une photo, plus une mesure (poids ou longueur) ou un témoin.`)
};

export const verify_no_photos = /** @type {(inputs: Verify_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune photo.`)
};

export const verify_no_photos_yet = /** @type {(inputs: Verify_No_Photos_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette prise n’a pas encore de photo.`)
};

export const verify_none = /** @type {(inputs: Verify_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune`)
};

export const verify_own_catch = /** @type {(inputs: Verify_Own_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est votre propre prise : un autre validateur doit la noter.`)
};

export const verify_photo_alt = /** @type {(inputs: Verify_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, photo ${i?.number}`)
};

export const verify_photo_number = /** @type {(inputs: Verify_Photo_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number}`)
};

export const verify_photo_weighing = /** @type {(inputs: Verify_Photo_WeighingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} (pesée)`)
};

export const verify_photos = /** @type {(inputs: Verify_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

export const verify_photos_full = /** @type {(inputs: Verify_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos en taille réelle`)
};

export const verify_photos_of_fish = /** @type {(inputs: Verify_Photos_Of_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos du poisson`)
};

export const verify_queue_title = /** @type {(inputs: Verify_Queue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File de validation`)
};

export const verify_reason = /** @type {(inputs: Verify_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif du refus`)
};

export const verify_refuse = /** @type {(inputs: Verify_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser (reste ou redevient non validée)`)
};

export const verify_requests = /** @type {(inputs: Verify_RequestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} demande, la plus ancienne d’abord.`);
	return /** @type {LocalizedString} */ (`${i?.count} demandes, les plus anciennes d’abord.`)
	
};

export const verify_scale_certified = /** @type {(inputs: Verify_Scale_CertifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance certifiée le`)
};

export const verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valider ${i?.species}`)
};

export const verify_waiting = /** @type {(inputs: Verify_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de validation`)
};

export const verify_weigh_photo = /** @type {(inputs: Verify_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo de la pesée`)
};

export const verify_weight = /** @type {(inputs: Verify_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Poids (${i?.unit})`)
};

export const verify_witness = /** @type {(inputs: Verify_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Témoin`)
};

export const verify_witness_contact = /** @type {(inputs: Verify_Witness_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail ou téléphone`)
};

export const verify_witness_name = /** @type {(inputs: Verify_Witness_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

export const wait_and_retry = /** @type {(inputs: Wait_And_RetryInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("fr", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Patientez ${i?.seconds} seconde, puis réessayez.`);
	return /** @type {LocalizedString} */ (`Patientez ${i?.seconds} secondes, puis réessayez.`)
	
};

export const way_in_approval = /** @type {(inputs: Way_In_ApprovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas encore membre ? ${i?.link} : un administrateur valide les nouveaux membres.`)
};

export const way_in_ask = /** @type {(inputs: Way_In_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandez à rejoindre le club`)
};

export const way_in_closed = /** @type {(inputs: Way_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce club n’accepte pas de nouveaux membres pour le moment.`)
};

export const way_in_developers = /** @type {(inputs: Way_In_DevelopersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous développez avec l’API catchd ? ${i?.link}.`)
};

export const way_in_early_access = /** @type {(inputs: Way_In_Early_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandez un accès anticipé`)
};

export const way_in_invite = /** @type {(inputs: Way_In_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore membre ? L’inscription se fait sur invitation : demandez à un administrateur de votre club de vous inviter.`)
};

export const way_in_open = /** @type {(inputs: Way_In_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas encore membre ? ${i?.link}.`)
};

export const way_in_sign_up = /** @type {(inputs: Way_In_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous`)
};

export const webhook_add = /** @type {(inputs: Webhook_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter`)
};

export const webhook_add_heading = /** @type {(inputs: Webhook_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un point de terminaison`)
};

export const webhook_added = /** @type {(inputs: Webhook_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.url} est ajouté.`)
};

export const webhook_attempt_http = /** @type {(inputs: Webhook_Attempt_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTTP ${i?.code} en ${i?.ms} ms`)
};

export const webhook_attempt_no_answer = /** @type {(inputs: Webhook_Attempt_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pas de réponse (${i?.error}) en ${i?.ms} ms`)
};

export const webhook_attempts = /** @type {(inputs: Webhook_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentatives`)
};

export const webhook_cancel = /** @type {(inputs: Webhook_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

export const webhook_delete = /** @type {(inputs: Webhook_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

export const webhook_delete_ask = /** @type {(inputs: Webhook_Delete_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le point de terminaison…`)
};

export const webhook_delete_title = /** @type {(inputs: Webhook_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer ce point de terminaison ?`)
};

export const webhook_delete_what = /** @type {(inputs: Webhook_Delete_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.url} ne recevra plus rien, et son journal de livraisons disparaît avec lui. Les événements restent dans le navigateur d’événements.`)
};

export const webhook_deliveries = /** @type {(inputs: Webhook_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraisons`)
};

export const webhook_delivery_failed = /** @type {(inputs: Webhook_Delivery_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`échouée`)
};

export const webhook_delivery_pending = /** @type {(inputs: Webhook_Delivery_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en attente`)
};

export const webhook_delivery_succeeded = /** @type {(inputs: Webhook_Delivery_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`livrée`)
};

export const webhook_description = /** @type {(inputs: Webhook_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description (facultative)`)
};

export const webhook_disable = /** @type {(inputs: Webhook_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver`)
};

export const webhook_disabled = /** @type {(inputs: Webhook_DisabledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`désactivé : ${i?.reason}`)
};

export const webhook_enable = /** @type {(inputs: Webhook_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer`)
};

export const webhook_enabled = /** @type {(inputs: Webhook_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`actif`)
};

export const webhook_endpoint_title = /** @type {(inputs: Webhook_Endpoint_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Webhook ${i?.url}`)
};

export const webhook_error = /** @type {(inputs: Webhook_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`erreur`)
};

export const webhook_event = /** @type {(inputs: Webhook_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement`)
};

export const webhook_every_event = /** @type {(inputs: Webhook_Every_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* (tous les événements)`)
};

export const webhook_failing_since = /** @type {(inputs: Webhook_Failing_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En échec depuis`)
};

export const webhook_new_secret = /** @type {(inputs: Webhook_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nouveau secret de signature du point de terminaison (l’ancien signe encore pendant 24 heures).`)
};

export const webhook_next_retry = /** @type {(inputs: Webhook_Next_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochain essai`)
};

export const webhook_no_attempts = /** @type {(inputs: Webhook_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune pour l’instant`)
};

export const webhook_no_deliveries = /** @type {(inputs: Webhook_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune livraison pour l’instant.`)
};

export const webhook_no_endpoints = /** @type {(inputs: Webhook_No_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun point de terminaison pour l’instant.`)
};

export const webhook_refresh = /** @type {(inputs: Webhook_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualiser`)
};

export const webhook_resend = /** @type {(inputs: Webhook_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer`)
};

export const webhook_resend_label = /** @type {(inputs: Webhook_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renvoyer ${i?.type} ${i?.id}`)
};

export const webhook_rotate = /** @type {(inputs: Webhook_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renouveler le secret`)
};

export const webhook_secret = /** @type {(inputs: Webhook_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le secret de signature du point de terminaison.`)
};

export const webhook_send_test = /** @type {(inputs: Webhook_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un événement de test`)
};

export const webhook_state = /** @type {(inputs: Webhook_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`État`)
};

export const webhook_status = /** @type {(inputs: Webhook_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`État`)
};

export const webhook_title = /** @type {(inputs: Webhook_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

export const webhook_url = /** @type {(inputs: Webhook_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL`)
};