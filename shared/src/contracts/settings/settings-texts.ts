/** The user-facing texts of the settings tabs (profile, voice, brand kit, appearance); conventions: app-texts.ts. */
export const settingsTexts = {
  // Accounts spec §2, §4, §5, §8: settings
  settings: {
    signedOut: 'Please sign in to access your settings.',
    updateProfileFailed: 'Failed to update user profile',
    updateBusinessTypeFailed: 'Could not update business type. Please try again.',
    errorTitle: 'Error',
    successTitle: 'Success',
  },

  profile: {
    changePhoto: 'Change Photo',
    fullName: 'Full Name',
    email: 'Email',
    companyName: 'Company Name',
    website: 'Website',
    businessType: 'Business Type',
    industry: 'Industry',
    saveAllChanges: 'Save All Changes',
    /** The spec gives the description only. */
    saved: 'Your profile information has been updated.',
    saveFailedTitle: 'Save Failed',
    saveFailed: 'Could not update profile.',
    uploadFailedTitle: 'Upload Failed',
    uploadFailed: 'Could not upload avatar.',
    /** The spec gives the description only. */
    avatarChanged: 'Your profile picture has been changed.',
    businessTypeUpdated: {
      title: 'Business Type Updated',
      description: 'Your business type has been updated successfully.',
    },
    industryUpdated: { title: 'Success', description: 'Industry preference updated successfully' },
    industryUpdateFailed: { title: 'Error', description: 'Failed to update industry preference' },
    invalidFileType: { title: 'Invalid File Type', description: 'Please select a PNG, JPG, or WEBP image.' },
    fileTooLarge: { title: 'File Too Large', description: 'Please select an image smaller than 2MB.' },
    mustBeLoggedIn: 'You must be logged in.',
    userNotFound: 'User not found',
    noPublicUrl: 'Could not get public URL for uploaded avatar.',
  },

  voice: {
    saveVoice: 'Save Voice',
    saved: 'Saved ✓',
    unnamedProfile: 'Unnamed Profile',
    newProfileName: (n: number) => `Voice Profile ${n}`,
    voiceUpdated: { title: 'Voice Updated', description: 'Your brand voice has been saved' },
    saveFailed: { title: 'Save Failed', description: 'Could not save brand voice' },
    profileCreated: 'Profile Created',
    creationFailed: { title: 'Creation Failed', description: 'Could not create new profile' },
    profileDeleted: 'Profile Deleted',
    deletionFailed: { title: 'Deletion Failed', description: 'Could not delete profile' },
    userNotIdentified: 'User not identified.',
    authenticationRequired: {
      title: 'Authentication Required',
      description: 'Please ensure you are logged in to save your brand voice.',
    },
  },

  brandKit: {
    invalidFileType: { title: 'Invalid file type', description: 'Please upload a PNG, JPG, or SVG file.' },
    loadError: 'Error loading brand kit',
    updateError: 'Error updating brand kit',
    uploadLogoError: 'Error uploading logo',
    removeLogoError: 'Error removing logo',
    updated: 'Brand kit updated',
    logoUploaded: 'Logo uploaded',
    logoRemoved: 'Logo removed',
  },

  appearance: {
    darkMode: 'Dark Mode',
    emailNotifications: 'Email Notifications',
    soundEffects: 'Sound Effects',
  },
  // Labels of the settings screens the spec names without giving their words (ours).
  page: {
    title: 'Settings',
    tabsLabel: 'Settings sections',
    tabs: {
      profile: 'Profile',
      voice: 'Brand Voice',
      'brand-kit': 'Brand Kit',
      integrations: 'Integrations',
      billing: 'Billing',
      appearance: 'Appearance',
      development: 'Development',
    },
    version: (version: string) => `Version ${version}`,
  },

  profileForm: {
    change: 'Change',
    save: 'Save',
    cancel: 'Cancel',
    notSet: 'Not set',
    chooseIndustry: 'Choose your industry',
    businessTypeLabels: {
      ecommerce: 'E-commerce store',
      service: 'Service business',
      creator: 'Creator',
      company: 'Company',
      agency: 'Agency',
    },
  },

  voiceEditor: {
    description: 'How your brand sounds: the assistant and the auto-responder write in this voice.',
    profile: 'Voice profile',
    defaultMark: '(default)',
    newProfile: 'New Profile',
    deleteProfile: 'Delete Profile',
    noProfiles: 'No voice profile yet. Create one to describe how your brand sounds.',
    profileName: 'Profile name',
    audience: 'Audience',
    favouriteWords: 'Favourite words',
    chosenWords: 'Chosen words',
    favouriteWordsHint: 'Press Enter to add a word; select a word to remove it.',
    favouriteWordsPlaceholder: 'Type a word and press Enter',
    removeWord: (word: string) => `Remove ${word}`,
    sliders: { tone: 'Tone', engagement: 'Engagement', creativity: 'Creativity', formality: 'Formality' },
  },

  brandKitEditor: {
    brandProfile: 'Brand Profile',
    palette: 'Palette',
    logoAlt: (name: string) => `${name} logo`,
    colors: 'Brand colours',
    primary: 'Primary',
    secondary: 'Secondary',
    accent: 'Accent',
    pickColor: (label: string) => `Pick the ${label.toLowerCase()} colour`,
    invalidHex: 'Enter # followed by 6 hex digits, e.g. #0066CC.',
    saveColors: 'Save Colours',
  },
} as const;
