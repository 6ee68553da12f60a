/**
 * A small extra dictionary for the staff password check (passwords.ts): words people in India
 * often build passwords from, which @zxcvbn-ts/language-en does not know or ranks low. No
 * Indian-English zxcvbn dictionary is published on npm, so this list is hand-picked from common
 * knowledge — frequent first names, surnames, cities, cricket, gods and festivals, and the shop's
 * own words — not measured from leaked passwords; zxcvbn ranks a word by its place here, so the
 * likeliest come first (docs/decisions/207-staff-password-strength.md).
 */
export const INDIAN_PASSWORD_WORDS: readonly string[] = [
  // The shop and the country.
  'chaabi', 'india', 'bharat', 'hindustan', 'keychain', 'keychains', 'jaihind', 'indian', 'desi', 'chabi',
  // Gods, festivals, greetings.
  'krishna', 'ganesh', 'shiva', 'sairam', 'omsairam', 'jaishriram', 'ram', 'hanuman', 'durga', 'lakshmi',
  'balaji', 'murugan', 'allah', 'waheguru', 'diwali', 'holi', 'namaste', 'jaimata', 'radhe', 'radhekrishna',
  // Cricket.
  'cricket', 'sachin', 'tendulkar', 'dhoni', 'msdhoni', 'virat', 'kohli', 'rohit', 'sharma', 'bumrah',
  'ipl', 'csk', 'rcb', 'mumbaiindians', 'chennai', 'superkings', 'teamindia', 'sixer',
  // First names.
  'rahul', 'priya', 'amit', 'pooja', 'rohan', 'neha', 'anjali', 'vijay', 'sanjay', 'deepak',
  'sunil', 'anil', 'ravi', 'suresh', 'ramesh', 'mahesh', 'rajesh', 'manoj', 'arjun', 'karan',
  'aditya', 'akash', 'ankit', 'ankita', 'divya', 'kavya', 'sneha', 'swati', 'shreya', 'aarti',
  'rakesh', 'vikas', 'vikram', 'nikhil', 'abhishek', 'gaurav', 'saurabh', 'pankaj', 'ajay', 'sunita',
  'anita', 'kavita', 'rekha', 'meena', 'geeta', 'sita', 'radha', 'arun', 'kiran',
  'prakash', 'santosh', 'raju', 'babu', 'pinky', 'sweety', 'bunty', 'bablu', 'guddu',
  'aarav', 'vihaan', 'ishaan', 'ananya', 'diya', 'saanvi', 'krish', 'harsh', 'yash', 'riya',
  // Surnames.
  'kumar', 'singh', 'patel', 'gupta', 'verma', 'yadav', 'reddy', 'nair', 'iyer', 'joshi',
  'mehta', 'shah', 'agarwal', 'mishra', 'pandey', 'chauhan', 'jain', 'das', 'rao', 'pillai',
  // Cities and states.
  'mumbai', 'delhi', 'bangalore', 'bengaluru', 'kolkata', 'hyderabad', 'pune', 'ahmedabad', 'jaipur', 'lucknow',
  'chandigarh', 'kochi', 'goa', 'surat', 'indore', 'bhopal', 'nagpur', 'patna', 'kanpur', 'mysore',
  'kerala', 'punjab', 'gujarat', 'rajasthan', 'bihar', 'tamilnadu', 'karnataka', 'maharashtra', 'bengal', 'kashmir',
  // Everyday words.
  'bollywood', 'chai', 'masala', 'paneer', 'biryani', 'mango', 'tiger', 'jaan', 'pyar', 'dil',
  'dost', 'yaar', 'bhai', 'didi', 'mummy', 'papa', 'beta', 'rani', 'raja', 'sona',
];
