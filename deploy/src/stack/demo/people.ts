import type { VettingStatus } from '@rha/contracts/reference';

/** Every demo account signs in with this password (the IdP's users file has the same). */
export const demoPassword = 'remote-hands-demo';

export const demoCompanyEmail = 'company@example.com';
export const demoTechnicianEmail = 'technician@example.com';
export const demoAdminEmail = 'admin@example.com';
export const demoApplicantEmail = 'applicant@example.com';

export interface DemoTechnician {
  email: string;
  fullName: string;
  community: string;
  phone: string;
  /** Where the admins' vetting has taken them. */
  vetting: VettingStatus;
  /** Communities they travel to beyond home. */
  reach: string[];
}

/** The demo company's profile, as its owner saves it on the Company Profile panel. */
export const demoCompany = {
  userType: 'company',
  companyName: 'Yukon-Kuskokwim Clinics',
  website: 'https://ykclinics.example.com',
  // The owner's own address: a new one would wait for its confirmation link, which nobody opens here.
  email: demoCompanyEmail,
  phone: '9075550110',
  address: '700 Chief Eddie Hoffman Hwy',
  city: 'Bethel',
  state: 'Alaska',
  zipCode: '99559',
};

/** The company's second site, a village clinic up the Kuskokwim. */
export const demoVillageLocation = {
  address: '12 Kwethluk Village Rd',
  city: 'Kwethluk',
  state: 'Alaska',
  zipCode: '99621',
};

/** technician@example.com: Approved, at home in Bethel and reaching the villages around it. */
export const demoTechnician: DemoTechnician = {
  email: demoTechnicianEmail,
  fullName: 'Tanya Nome',
  community: 'Bethel',
  phone: '9075550120',
  vetting: 'approved',
  reach: ['Kwethluk', 'Akiak', 'Napaskiak'],
};

export const demoApplicant = {
  email: demoApplicantEmail,
  fullName: 'Jordan Ivanoff',
  community: 'Unalakleet',
  phone: '9075550121',
};

const technician = (
  index: number,
  fullName: string,
  community: string,
  vetting: VettingStatus,
  reach: string[],
): DemoTechnician => ({
  email: `demo-technician-${String(index).padStart(2, '0')}@example.com`,
  fullName,
  community,
  phone: `90755502${String(index).padStart(2, '0')}`,
  vetting,
  reach,
});

/** Twenty technicians across hubs and villages, at every vetting status. */
export const demoTechnicians: readonly DemoTechnician[] = [
  technician(1, 'Mary Alexie', 'Bethel', 'approved', ['Kwethluk', 'Akiachak', 'Tuntutuliak']),
  technician(2, 'Peter Evan', 'Kwethluk', 'approved', ['Bethel', 'Akiachak']),
  technician(3, 'Rose Kanrilak', 'Nome', 'approved', ['Shishmaref', 'Teller']),
  technician(4, 'Daniel Sheldon', 'Kotzebue', 'approved', ['Noatak', 'Kiana']),
  technician(5, 'Grace Nelson', 'Anchorage', 'approved', ['Bethel', 'Dillingham', 'Kodiak']),
  technician(6, 'Luke Hopson', 'Utqiagvik', 'suspended', ['Wainwright']),
  technician(7, 'Ella Wassillie', 'Dillingham', 'suspended', ['Togiak']),
  technician(8, 'Aaron Nashoanak', 'Fairbanks', 'rejected', ['Nenana']),
  technician(9, 'Hannah Kinegak', 'Juneau', 'background_check', ['Hoonah']),
  technician(10, 'Samuel Andrew', 'Kodiak', 'background_check', ['Old Harbor']),
  technician(11, 'Lucy Aguchak', 'Akiak', 'background_check', ['Bethel']),
  technician(12, 'Joseph Kiana', 'Noatak', 'interview', ['Kotzebue']),
  technician(13, 'Martha Weyiouanna', 'Shishmaref', 'interview', ['Nome']),
  technician(14, 'Isaac Olanna', 'Togiak', 'interview', ['Dillingham']),
  technician(15, 'Agnes Brower', 'Wainwright', 'applied', ['Utqiagvik']),
  technician(16, 'Thomas Jimmie', 'Tuntutuliak', 'applied', ['Bethel']),
  technician(17, 'Ruth Sam', 'Nenana', 'applied', ['Fairbanks']),
  technician(18, 'Walter Andrews', 'Hoonah', 'applied', ['Juneau']),
  technician(19, 'Clara Kasayulie', 'Akiachak', 'onboarding', ['Bethel']),
  technician(20, 'Moses Kaganak', 'Old Harbor', 'onboarding', ['Kodiak']),
];
