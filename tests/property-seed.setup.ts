import { seedPropertyTests } from './fuzz'

seedPropertyTests()
