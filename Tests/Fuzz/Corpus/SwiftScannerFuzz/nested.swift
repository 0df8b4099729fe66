Text("x").tw(cn(cn(cn("p-4", a ? b ? "p-1" : "p-2" : nil))))
