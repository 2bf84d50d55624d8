// The pure reminder planner lives here.
