print("masrender")
