print("formanza-remind: not yet")
