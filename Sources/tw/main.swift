print("tw")
