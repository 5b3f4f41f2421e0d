package timeouterr

import "testing"

func TestMayHaveHappened(t *testing.T) {
	for _, tc := range []struct{ tool, callee, want string }{
		{"issue_refund", "Refund", "the refund may have happened"},
		{"issue_refund2", "Refund", "the refund may have happened"},
		{"issueRefund", "Refund", "the refund may have happened"},
		{"send_email", "Send", "the email may have been sent"},
		{"createTicket", "Create", "the ticket may have been created"},
		{"update_profile", "putProfile", "the profile may have been updated"},
		{"release_hold", "deleteHold", "the hold may have been deleted"},
		{"create_refunds", "Do", "the refund may have happened"},
		{"escalate", "Escalate", "the write may have happened"},
		{"post_to_slack", "Post", "the write may have happened"},
		{"create_or_update_file", "CreateOrUpdateFile", "the write may have happened"},
		{"assign_copilot_to_issue", "Mutate", "the copilot may have been assigned"},
		{"create_reference_from_default_branch", "CreateRef", "the reference may have been created"},
		{"cancel_all_orders", "CancelAllOrders", "all orders may have been cancelled"},
		{"issue_write", "Create", "the write may have happened"},
		{"", "the call", "the write may have happened"},
		{"insert_many", "InsertMany", "the items may have been inserted"},
		{"add_note", "InsertOne", "the note may have been added"},
		{"", "InsertOne", "the item may have been inserted"},
		{"", "DeleteMany", "the items may have been deleted"},
		{"conversations_add_message", "PostMessageContext", "the message may have been posted"},
		{"", "CreateUserGroupWithContext", "the user group may have been created"},
		{"update_user_context", "Exec", "the user context may have been updated"},
		{"delete_workspace_safely", "Delete", "the workspace may have been deleted"},
		{"delete_repo_permanently", "Delete", "the repo may have been deleted"},
		{"send_reply", "Send", "the reply may have been sent"},
		{"add_family", "Add", "the family may have been added"},
		{"create_assembly", "Create", "the assembly may have been created"},
		{"payment_link_notify", "NotifyBy", "the write may have happened"},
		{"issue_refund_text", "refund", "the refund may have happened"},
		{"start_incident_workflow", "PostJSON", "the write may have happened"},
		{"", "putRequest", "the write may have happened"},
		{"", "PostMessage", "the message may have been posted"},
		{"create_request", "Do", "the request may have been created"},
		{"", "DeleteParsed", "the write may have happened"},
		{"", "UpdateSelected", "the write may have happened"},
		{"", "AddFeed", "the feed may have been added"},
	} {
		if got := mayHaveHappened(tc.tool, tc.callee); got != tc.want {
			t.Errorf("mayHaveHappened(%q, %q) = %q, want %q", tc.tool, tc.callee, got, tc.want)
		}
	}
}
